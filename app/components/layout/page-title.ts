// spec 1 §2: the page title is '{custom url or product name} - {page title}'. The product name comes
// from the root loader, read through the meta function's `matches`.

type MetaMatch = { id: string; data?: unknown };

export function productNameFromMatches(matches: ReadonlyArray<MetaMatch>): string | null {
  const data = matches.find((match) => match.id === 'root')?.data;
  if (typeof data !== 'object' || data === null || !('productName' in data)) return null;
  return typeof data.productName === 'string' && data.productName !== '' ? data.productName : null;
}

export function pageTitle(siteName: string | null, title: string): string {
  return siteName ? `${siteName} - ${title}` : title;
}
