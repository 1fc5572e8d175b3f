/**
 * D1's documented limits on one statement (developers.cloudflare.com/d1/platform/limits) that the
 * local workerd's SQLite does not hold: a statement D1 would refuse fails in development and in the
 * tests too, instead of first in production. Checked by the local round-trip counter (d1-counter.ts).
 */
export const D1_LIMITS = {
  statementBytes: 100_000,
  boundParameters: 100,
  functionArguments: 32,
} as const;

// Words written before a parenthesis that is not a function call's.
const NOT_FUNCTIONS = new Set(
  'all and as between by case check conflict default distinct else end except exists filter from glob group having in index intersect into is join key like limit not offset on or order over primary recursive references returning select set table then union unique using values when where with'.split(
    ' ',
  ),
);

/** The breaches of D1's statement limits by a statement's text, in words (none: an empty list). */
export function statementBreaches(query: string): Array<string> {
  const breaches: Array<string> = [];
  const bytes = new TextEncoder().encode(query).length;
  if (bytes > D1_LIMITS.statementBytes) {
    breaches.push(`the statement is ${bytes} bytes long (D1 takes ${D1_LIMITS.statementBytes})`);
  }
  // Each open parenthesis: the function it calls (null: a group or a list) and its arguments so far.
  const frames: Array<{ name: string | null; commas: number; empty: boolean }> = [];
  const filled = () => {
    const frame = frames[frames.length - 1];
    if (frame) frame.empty = false;
  };
  // The last word, kept across spaces for a parenthesis that follows it.
  let word = '';
  let inWord = false;
  for (let i = 0; i < query.length; i++) {
    const char = query[i] as string;
    if (/[A-Za-z0-9_$]/.test(char)) {
      if (!inWord) word = '';
      inWord = true;
      word += char;
      filled();
      continue;
    }
    inWord = false;
    if (/\s/.test(char)) continue;
    if (char === "'" || char === '"' || char === '`') {
      // A quoted string or name: skip to its closing quote (a doubled quote is the quote itself).
      let end = i + 1;
      while (end < query.length && !(query[end] === char && query[end + 1] !== char)) {
        end += query[end] === char ? 2 : 1;
      }
      i = end;
      filled();
    } else if (char === '(') {
      filled();
      const call = word !== '' && !NOT_FUNCTIONS.has(word.toLowerCase()) && !/^\d/.test(word);
      frames.push({ name: call ? word : null, commas: 0, empty: true });
    } else if (char === ')') {
      const frame = frames.pop();
      const count = frame && !frame.empty ? frame.commas + 1 : 0;
      if (frame?.name && count > D1_LIMITS.functionArguments) {
        breaches.push(`${frame.name}() has ${count} arguments (D1 takes ${D1_LIMITS.functionArguments})`);
      }
    } else if (char === ',') {
      const frame = frames[frames.length - 1];
      if (frame) frame.commas += 1;
    } else {
      filled();
    }
    word = '';
  }
  return breaches;
}
