import { saveDownload } from '~/components/ui/download-pdf';
import { dismissSnackbar, showSnackbar } from '~/components/ui/snackbar';

// spec 3 §4 share and export: the progress snackbars, each with a Dismiss action.
export const EXPORTING_SPREADSHEET = 'Exporting Schedule (Spreadsheet)...';
export const GENERATING_REPORT = 'Generating PDF Report...';

/**
 * Fetches an export and saves it while a progress snackbar shows. spec 3 §8: on failure the progress
 * snackbar is dismissed and the generating flag reset; no message is shown.
 */
export async function exportWithProgress(href: string, fallback: string, progress: string): Promise<boolean> {
  const id = showSnackbar(progress, 'info', { persistent: true });
  try {
    const response = await fetch(href);
    if (!response.ok) return false;
    await saveDownload(response, fallback);
    return true;
  } catch {
    return false;
  } finally {
    dismissSnackbar(id);
  }
}
