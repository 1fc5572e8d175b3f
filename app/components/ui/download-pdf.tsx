import { type ReactNode, useState } from 'react';
import { showSnackbar } from '~/components/ui/snackbar';
import { Spinner } from '~/components/ui/spinner';

// spec 2 §4 and §8: the PDF download's snackbars.
export const PDF_GENERATING = 'Generating PDF Export...';
export const PDF_SUCCESS = 'PDF Downloaded, Success!';
export const PDF_OFFLINE = "Uh-oh, it seems like you're offline. Please check your connection and try again.";
export function pdfFailure(status: number): string {
  return `Uh-oh, there was a problem generating PDF. Response status: ${status}`;
}

/** The file name the server gave the download, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Fetches a PDF and saves it, with the snackbars of spec 2 §8. `body` posts unsaved selections (the
 * resume designer's); without it the document is fetched with GET.
 */
export async function downloadPdf(href: string, fileName: string, body?: FormData): Promise<boolean> {
  showSnackbar(PDF_GENERATING, 'info');
  let response: Response;
  try {
    response = await fetch(href, body ? { method: 'POST', body } : undefined);
  } catch {
    showSnackbar(navigator.onLine === false ? PDF_OFFLINE : pdfFailure(0), 'error');
    return false;
  }
  if (!response.ok) {
    showSnackbar(navigator.onLine === false ? PDF_OFFLINE : pdfFailure(response.status), 'error');
    return false;
  }
  await saveDownload(response, fileName);
  showSnackbar(PDF_SUCCESS, 'success');
  return true;
}

/** Saves a fetched file under the name the server gave it (else the fallback), as a download. */
export async function saveDownload(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file (a spreadsheet, a CSV) and saves it; a refusal or a lost connection says so. */
export async function downloadFile(href: string, fileName: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(href);
  } catch {
    showSnackbar(navigator.onLine === false ? PDF_OFFLINE : downloadFailure(0), 'error');
    return false;
  }
  if (!response.ok) {
    showSnackbar(navigator.onLine === false ? PDF_OFFLINE : downloadFailure(response.status), 'error');
    return false;
  }
  await saveDownload(response, fileName);
  return true;
}

export function downloadFailure(status: number): string {
  return `Uh-oh, there was a problem downloading the file. Response status: ${status}`;
}

/**
 * A plain download link (works without JavaScript). Once the page is live a click fetches the file
 * instead, and until it arrives the link shows a spinner and `busyText`, is marked disabled, and a
 * polite status tells screen readers (issue 30, point 5).
 */
export function DownloadLink({
  href,
  fileName,
  busyText,
  download,
  className,
  children,
}: {
  href: string;
  /** The name the browser gives the file without JavaScript (the server's name wins when it sends one). */
  fileName?: string;
  busyText: string;
  download: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <a
        className={['download-link', className].filter(Boolean).join(' ')}
        href={href}
        download={fileName ?? true}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          // A click meant for a new tab or window stays the browser's.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          download().finally(() => setBusy(false));
        }}
      >
        {busy ? <Spinner size="sm" label={null} /> : null}
        {busy ? busyText : children}
      </a>
      <span className="sr-only" role="status">
        {busy ? busyText : ''}
      </span>
    </>
  );
}

/** The PDF's download link: the file comes with the snackbars of spec 2 §8 once the page is live. */
export function DownloadPdfButton({
  href,
  fileName,
  label = 'Download PDF',
}: {
  href: string;
  fileName: string;
  label?: string;
}) {
  return (
    <DownloadLink
      className="button button--primary button--md"
      href={href}
      fileName={fileName}
      busyText="Generating PDF…"
      download={() => downloadPdf(href, fileName)}
    >
      {label}
    </DownloadLink>
  );
}
