import { expect, test } from 'vitest';
import type { PlayerReportModel } from '~/domain/reports/player-report';
import { playerReportPdfResponse } from './pdf.server';

// spec 2 §8 and decision 054: a PDF Worker failure is a clear answer with the Worker's status, which
// the page's Download PDF turns into "Response status: {status}".
const model: PlayerReportModel = {
  kind: 'favorites',
  fileName: 'Maya-Okafor-2027-Favorites.pdf',
  title: 'Favorite Rounds Report',
  playerName: 'Maya Okafor',
  subtitle: 'Featured tournaments',
  generatedOn: 'November 26, 2026',
  figures: [],
  tables: [],
};

function fetcher(answer: () => Promise<Response>): Fetcher & { paths: Array<string> } {
  const paths: Array<string> = [];
  return {
    paths,
    fetch: (input: RequestInfo | URL) => {
      paths.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
      return answer();
    },
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher & { paths: Array<string> };
}

test("a player report goes to its kind's endpoint and comes back as a named download", async () => {
  const pdf = fetcher(async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
  const response = await playerReportPdfResponse(pdf, model);
  expect(pdf.paths).toEqual(['/favorites']);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="Maya-Okafor-2027-Favorites.pdf"',
  );
});

test.each([
  {
    name: 'a refused model',
    answer: async () => Response.json({ error: 'Invalid' }, { status: 400 }),
    status: 400,
  },
  { name: 'a Worker error', answer: async () => new Response('boom', { status: 500 }), status: 500 },
  {
    name: 'an unreachable Worker',
    answer: async (): Promise<Response> => {
      throw new Error('connection refused');
    },
    status: 503,
  },
])('$name answers a sentence with status $status', async ({ answer, status }) => {
  const response = await playerReportPdfResponse(fetcher(answer), model);
  expect(response.status).toBe(status);
  expect(await response.text()).toMatch(/^The PDF (service is unavailable|could not be generated)\.$/);
});
