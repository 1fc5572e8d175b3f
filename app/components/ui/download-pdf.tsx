import { useState } from 'react';
import { showSnackbar } from '~/components/ui/snackbar';

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

/** A plain download link (works without JavaScript), fetched with snackbars once the page is live. */
export function DownloadPdfButton({
  href,
  fileName,
  label = 'Download PDF',
}: {
  href: string;
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      className="button button--primary button--md"
      href={href}
      download={fileName}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadPdf(href, fileName).finally(() => setBusy(false));
      }}
    >
      {label}
    </a>
  );
}
