/**
 * Display form of a stored phone number (spec 1 §3 Organization phone). North American numbers read
 * as (555) 201-4410, with +1 in front when the country code was stored; anything else is shown as
 * stored, since a wrong guess at a foreign format is worse than none.
 */
export function formatPhone(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  const national = nationalNanp(text, digits);
  if (national === null) return text;
  const formatted = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return digits.length === 11 ? `+1 ${formatted}` : formatted;
}

/** A tel: link target for a stored phone number, or null when it has too few digits to dial. */
export function phoneHref(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7) return null;
  const national = nationalNanp(text, digits);
  if (national !== null) return `tel:+1${national}`;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

function nationalNanp(text: string, digits: string): string | null {
  // Only digits and the usual separators: "555.201.4410 ext 3" is left alone.
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  if (digits.length === 10 && !text.startsWith('+')) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}
