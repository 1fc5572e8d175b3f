/**
 * A value as an SQLite literal, for statements written as text (the seed, the ingest API's
 * INSERT … SELECT): NULL, 0/1 for booleans, finite numbers, strings quoted with '' doubling (SQLite
 * strings know no other escape), anything else as its JSON text.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} as an SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return sqlLiteral(JSON.stringify(value));
}
