/** `response` with its headers edited by `edit`: same body, status and status text. */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  edit(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
