import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The text of a PDF answer as pdftotext lays it out (-layout keeps a table's row on one line), after
 * checking that the answer is a PDF. The file lives only while pdftotext reads it.
 */
export async function pdfText(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'answer.pdf');
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
