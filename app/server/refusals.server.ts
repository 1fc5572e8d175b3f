/**
 * A page or file refused as a sentence of plain text: the error page shows it, and a fetch of the
 * same address (a PDF, the compare page's round options) reads it as text.
 */
export function refuseInWords(status: 400 | 403 | 404, sentence: string): never {
  throw new Response(sentence, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
