import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { HOLE_FLAG_KEYS, roundFlagTotals, roundStatTotals } from './round-flag-totals';
import { roundHoles } from './rounds';

/*
 * The SQL that keeps the per-round totals (round_flag_totals, round_stat_totals; decision 033 and
 * migrations 0005, 0008), generated from the schema: the flag columns of round_holes give their
 * successes and opportunities, and each total of the spec 3 §3 aggregates has its expression below.
 * `scripts/stat-totals-migration.ts` writes it into a migration when a flag or a total is added, and
 * a test holds the newest migration's triggers to it (scripts/stat-totals-migration.test.ts).
 */

const quoted = (name: string) => `\`${name}\``;
const holeColumn = (key: keyof typeof roundHoles.$inferSelect) => quoted(roundHoles[key].name);
const scored = (expression: string) => `CASE WHEN \`score\` IS NOT NULL THEN ${expression} END`;
const scoredAtPar = (par: number) =>
  `CASE WHEN \`score\` IS NOT NULL AND \`par\` = ${par} THEN \`score\` END`;
// A total over the scored holes only when every scored hole has the value (spec 3 §3).
const wholeTotal = (expression: string) =>
  `CASE WHEN count(${scored(expression)}) = count(\`score\`) THEN sum(${scored(expression)}) END`;

/** round_flag_totals' totals besides the flags, column by column, as sums over the round's holes. */
const FLAG_TABLE_TOTALS: ReadonlyArray<readonly [string, string]> = [
  ['scored_holes', 'count(`score`)'],
  ['score', 'sum(`score`)'],
  ['par', `sum(${scored(holeColumn('par'))})`],
  ['yards', wholeTotal(holeColumn('yards'))],
  ['putts', wholeTotal(holeColumn('putts'))],
  ['one_putts', wholeTotal(`(${holeColumn('putts')} = 1)`)],
  ['birdies', `coalesce(sum(${scored(holeColumn('madeUnderPar'))}), 0)`],
  ['doubles', `coalesce(sum(${scored(holeColumn('madeDoubleBogeyOrHigher'))}), 0)`],
  ['first_putt_feet', `sum(${scored(holeColumn('firstPuttDistanceFeet'))})`],
  ['first_putts', `count(${scored(holeColumn('firstPuttDistanceFeet'))})`],
];

/** round_stat_totals, column by column. */
const STAT_TABLE_TOTALS: ReadonlyArray<readonly [string, string]> = [
  ['putts_recorded', `coalesce(sum(${scored(holeColumn('putts'))}), 0)`],
  ['putt_holes', `count(${scored(holeColumn('putts'))})`],
  ...[3, 4, 5].flatMap(
    (par) =>
      [
        [`par${par}_score`, `coalesce(sum(${scoredAtPar(par)}), 0)`],
        [`par${par}_holes`, `count(${scoredAtPar(par)})`],
      ] as const,
  ),
  ['sg_off_the_tee', `coalesce(sum(${scored(holeColumn('sgOffTheTee'))}), 0)`],
  ['sg_approach', `coalesce(sum(${scored(holeColumn('sgApproach'))}), 0)`],
  ['sg_around_the_green', `coalesce(sum(${scored(holeColumn('sgAroundTheGreen'))}), 0)`],
  ['sg_putting', `coalesce(sum(${scored(holeColumn('sgPutting'))}), 0)`],
  ['sg_holes', `count(${scored(holeColumn('sgPutting'))})`],
];

/** Every flag's successes (true) and opportunities (known), in the schema's order of round_holes. */
function flagCounts(): Array<readonly [string, string]> {
  return HOLE_FLAG_KEYS.flatMap((key) => {
    const name = roundHoles[key].name;
    return [
      [`${name}_successes`, `coalesce(sum(${quoted(name)}), 0)`],
      [`${name}_opportunities`, `count(${quoted(name)})`],
    ] as const;
  });
}

export type TotalsSql = {
  table: string;
  /** The totals of every round that exists (a migration's refill). */
  fill: string;
  /** CREATE TRIGGER statements that keep them whatever writes round_holes. */
  triggers: Array<{ name: string; sql: string }>;
};

function totalsSql(table: SQLiteTable, totals: ReadonlyArray<readonly [string, string]>): TotalsSql {
  const name = getTableConfig(table).name;
  const columns = ['`round_id`', ...totals.map(([column]) => quoted(column))].join(', ');
  const select = ['`round_id`', ...totals.map(([, expression]) => expression)].join(', ');
  const insert = `INSERT INTO ${quoted(name)} (${columns})`;
  const recount = (row: 'NEW' | 'OLD', moved: boolean) =>
    `  INSERT INTO ${quoted(name)} (${columns})\n    SELECT ${select}\n    FROM \`round_holes\` WHERE \`round_id\` = ${row}.\`round_id\` AND \`excluded\` = 0\n      AND EXISTS (SELECT 1 FROM \`rounds\` WHERE \`id\` = ${row}.\`round_id\`)${moved ? ' AND OLD.`round_id` <> NEW.`round_id`' : ''} GROUP BY \`round_id\`;`;
  const remove = (row: 'NEW' | 'OLD', moved: boolean) =>
    `  DELETE FROM ${quoted(name)} WHERE \`round_id\` = ${row}.\`round_id\`${moved ? ' AND OLD.`round_id` <> NEW.`round_id`' : ''};`;
  const trigger = (event: 'insert' | 'update' | 'delete', body: Array<string>) => ({
    name: `${name}_after_hole_${event}`,
    sql: `CREATE TRIGGER ${quoted(`${name}_after_hole_${event}`)} AFTER ${event.toUpperCase()} ON \`round_holes\` BEGIN\n${body.join('\n')}\nEND;`,
  });
  return {
    table: name,
    fill: `${insert}\nSELECT ${select}\nFROM \`round_holes\` WHERE \`excluded\` = 0 GROUP BY \`round_id\`;`,
    triggers: [
      trigger('insert', [remove('NEW', false), recount('NEW', false)]),
      // A hole moved to another round changes the totals of both.
      trigger('update', [
        remove('NEW', false),
        recount('NEW', false),
        remove('OLD', true),
        recount('OLD', true),
      ]),
      trigger('delete', [remove('OLD', false), recount('OLD', false)]),
    ],
  };
}

/** The totals' SQL of both tables, from the schema as it is now. */
export function statTotalsSql(): Array<TotalsSql> {
  return [
    totalsSql(roundFlagTotals, [...FLAG_TABLE_TOTALS, ...flagCounts()]),
    totalsSql(roundStatTotals, STAT_TABLE_TOTALS),
  ];
}

/** Whitespace made one space, for comparing statements written with other line breaks. */
export function normalizedSql(sql: string): string {
  return sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
}

/**
 * The statement of `statements` (migrations, in the order they apply) that is in force for what
 * starts with `start`: the last one, whitespace normalised, comment lines left out.
 */
export function statementInForce(statements: ReadonlyArray<string>, start: string): string | undefined {
  const begins = normalizedSql(start);
  return statements
    .map((statement) => normalizedSql(statement.replace(/^\s*--.*$/gm, '')))
    .filter((statement) => statement.startsWith(begins))
    .at(-1);
}

/**
 * What a new migration must run for the totals to follow the schema, after `statements` (the
 * committed migrations): for each table whose triggers differ, its triggers re-created and its rows
 * refilled. Empty when the migrations are current.
 */
export function pendingStatTotalsStatements(statements: ReadonlyArray<string>): Array<string> {
  return statTotalsSql().flatMap((totals) => {
    const current = totals.triggers.every(
      (trigger) =>
        statementInForce(statements, `CREATE TRIGGER \`${trigger.name}\``) === normalizedSql(trigger.sql),
    );
    if (current) return [];
    return [
      ...totals.triggers.map((trigger) => `DROP TRIGGER IF EXISTS \`${trigger.name}\`;`),
      ...totals.triggers.map((trigger) => trigger.sql),
      `-- The totals of every stored round, by the new definition.\nDELETE FROM \`${totals.table}\`;`,
      totals.fill,
    ];
  });
}
