// docs/decisions/README.md lists every decision record with its title and status, and a record that a
// later one amends or supersedes says so at its top (issue 31 §6).
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const DIR = 'docs/decisions';
const STATUS = /^(accepted|(amended|superseded|superseded in part) by (\d{3})(, \d{3})*)$/;

function records(): Map<string, { file: string; title: string; head: string }> {
  const found = new Map<string, { file: string; title: string; head: string }>();
  for (const file of readdirSync(DIR)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()) {
    const lines = readFileSync(`${DIR}/${file}`, 'utf8').split('\n');
    const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? '');
    expect(title?.[1], file).toBe(file.slice(0, 3));
    found.set(file.slice(0, 3), { file, title: title?.[2] ?? '', head: lines.slice(1, 6).join('\n') });
  }
  return found;
}

function indexRows(): Array<{ number: string; file: string; title: string; status: string }> {
  const text = readFileSync(`${DIR}/README.md`, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .map((line) => {
      const [record = '', title = '', status = ''] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(record);
      return { number: link?.[1] ?? record, file: link?.[2] ?? '', title, status };
    });
}

test('the index lists every decision record once, with its title, in order', () => {
  const all = records();
  const rows = indexRows();
  expect(rows.map((row) => row.number)).toEqual([...all.keys()]);
  for (const row of rows) {
    const record = all.get(row.number);
    expect(row.file, row.number).toBe(record?.file);
    expect(row.title, row.number).toBe(record?.title);
  }
});

test('each status is accepted, or names later records that exist and are named at the top of the record', () => {
  const all = records();
  for (const row of indexRows()) {
    expect(row.status, row.number).toMatch(STATUS);
    if (row.status === 'accepted') continue;
    const record = all.get(row.number);
    for (const later of row.status.match(/\d{3}/g) ?? []) {
      expect(all.has(later), `${row.number} → ${later}`).toBe(true);
      expect(Number(later), `${row.number} → ${later}`).toBeGreaterThan(Number(row.number));
      expect(record?.head, `${row.number} names ${later} at its top`).toMatch(
        new RegExp(`(Amended|Superseded)[^\\n]* (decision )?${later}\\b`),
      );
    }
  }
});
