import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Column, is, SQL, sql, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rounds } from './schema/rounds';

// patches/drizzle-orm+*.patch (decision 023): `is()` remembers its answer per class and entity kind.
const require = createRequire(import.meta.url);

describe('the is() patch of drizzle-orm', () => {
  it('is applied to both builds the bundlers pick', () => {
    const entity = require.resolve('drizzle-orm').replace(/index\.cjs$/, 'entity');
    for (const file of [`${entity}.js`, `${entity}.cjs`]) {
      expect(readFileSync(file, 'utf8'), file).toContain('const kindsOfClass = new WeakMap();');
    }
  });

  it('answers as before, the first time and from memory', () => {
    for (let round = 0; round < 2; round++) {
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Table)).toBe(false);
      expect(is(rounds, Table)).toBe(true);
      expect(is(rounds.id, Column)).toBe(true);
      expect(is(rounds.id, SQL)).toBe(false);
      expect(is({}, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
    }
  });
});
