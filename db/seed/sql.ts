import { is, SQL } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema } from '../tables';
import type { SeedTables } from './types';

/** Each seed table key with its Drizzle table, parents before children (insert order). */
export const SEED_TABLE_ORDER: Array<[keyof SeedTables, SQLiteTable]> = [
  ['accounts', schema.accounts],
  ['accountExtraInfo', schema.accountExtraInfo],
  ['accountProfiles', schema.accountProfiles],
  ['playerWebsiteManagement', schema.playerWebsiteManagement],
  ['accountSearch', schema.accountSearch],
  ['websiteFeatureSettings', schema.websiteFeatureSettings],
  ['subCircleMembers', schema.subCircleMembers],
  ['accountRoles', schema.accountRoles],
  ['organizations', schema.organizations],
  ['rosters', schema.rosters],
  ['rosterMembers', schema.rosterMembers],
  ['playerGroups', schema.playerGroups],
  ['playerGroupMembers', schema.playerGroupMembers],
  ['hosts', schema.hosts],
  ['courses', schema.courses],
  ['courseHoles', schema.courseHoles],
  ['courseHoleShapes', schema.courseHoleShapes],
  ['courseManagementTargets', schema.courseManagementTargets],
  ['courseManagementTargetLines', schema.courseManagementTargetLines],
  ['courseScorecards', schema.courseScorecards],
  ['tees', schema.tees],
  ['teeHoleYardages', schema.teeHoleYardages],
  ['tournaments', schema.tournaments],
  ['tournamentEntries', schema.tournamentEntries],
  ['rounds', schema.rounds],
  ['roundHoles', schema.roundHoles],
  ['shots', schema.shots],
  ['newsItems', schema.newsItems],
  ['newsItemMedia', schema.newsItemMedia],
  ['galleryMedia', schema.galleryMedia],
  ['swingVideos', schema.swingVideos],
  ['resumeSettings', schema.resumeSettings],
  ['reportParameters', schema.reportParameters],
  ['compareStates', schema.compareStates],
  ['passwordCredentials', schema.passwordCredentials],
  ['accountPlans', schema.accountPlans],
  ['watchLists', schema.watchLists],
  ['watchListEntries', schema.watchListEntries],
  ['organizationStaff', schema.organizationStaff],
  ['linkInvitations', schema.linkInvitations],
];

/**
 * A value as an SQLite literal, for the seed's SQL files (`wrangler d1 execute` binds no
 * parameters): NULL, 0/1 for booleans, finite numbers, strings quoted with '' doubling (SQLite
 * strings know no other escape), anything else as its JSON text. SQL text ends at a NUL, so a
 * string holding one is refused: only a bound parameter carries it.
 */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} as an SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new Error('Cannot store a NUL character as an SQL literal');
    return `'${value.replaceAll("'", "''")}'`;
  }
  return sqlLiteral(JSON.stringify(value));
}

/**
 * Literal values, so D1's bound-parameter limit does not apply; D1 caps one SQL statement at
 * 100,000 bytes, so statements are cut by size (with a margin) as well as by row count.
 */
const ROWS_PER_STATEMENT = 400;
const MAX_STATEMENT_BYTES = 90_000;
const utf8 = new TextEncoder();

function columnValue(column: { default?: unknown; columnType: string }, value: unknown): unknown {
  if (value !== undefined) return value;
  // A default given as SQL (CURRENT_TIMESTAMP) would make the seed depend on the clock: callers set it.
  if (column.default !== undefined && !is(column.default, SQL)) return column.default;
  return null;
}

/** INSERT statements for every row, in dependency order; deterministic for the same rows. */
export function toSqlStatements(tables: SeedTables): Array<string> {
  const statements: Array<string> = [];
  for (const [key, table] of SEED_TABLE_ORDER) {
    const rows: Array<Record<string, unknown>> = tables[key];
    if (rows.length === 0) continue;
    const { name, columns } = getTableConfig(table);
    // A column no row sets is left to its DDL default (the same value): the SQL stays small. One with
    // an SQL default (a clock) is always written, so the seed stays deterministic.
    const entries = Object.entries(table).filter(
      ([prop, column]) =>
        columns.includes(column as (typeof columns)[number]) &&
        (is((column as { default?: unknown }).default, SQL) || rows.some((row) => row[prop] !== undefined)),
    );
    const columnList = entries.map(([, column]) => `"${(column as { name: string }).name}"`).join(', ');
    const head = `INSERT INTO "${name}" (${columnList}) VALUES\n`;
    let batch: Array<string> = [];
    let bytes = head.length;
    const flush = () => {
      if (batch.length > 0) statements.push(head + batch.join(',\n'));
      batch = [];
      bytes = head.length;
    };
    for (const row of rows) {
      const cells = entries.map(([prop, column]) =>
        sqlLiteral(columnValue(column as { default?: unknown; columnType: string }, row[prop])),
      );
      const tuple = `(${cells.join(', ')})`;
      const size = utf8.encode(tuple).length + 2;
      if (batch.length >= ROWS_PER_STATEMENT || (batch.length > 0 && bytes + size > MAX_STATEMENT_BYTES))
        flush();
      batch.push(tuple);
      bytes += size;
    }
    flush();
  }
  return statements;
}

/** DELETE statements emptying every seeded table, children first. */
export function clearStatements(): Array<string> {
  return [...SEED_TABLE_ORDER].reverse().map(([, table]) => `DELETE FROM "${getTableConfig(table).name}"`);
}
