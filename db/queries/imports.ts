import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { MAX_BOUND_PARAMETERS } from '../insert-under';
import { courses, tees } from '../schema/courses';
import { roundImportRounds, roundImports } from '../schema/imports';

/*
 * The round import's reads and writes (issue 34 §5, decision 105). Rounds themselves are written by
 * writeRound (db/queries/ingest.ts); these read the courses a file names and keep a previewed import.
 */

export type ImportCourse = { id: number; name: string; ownerAccountId: number | null; tees: Array<string> };

/**
 * The courses a file names, by name (any case) or by id, each with its tees in the order they were
 * added (the first is the one a file without a tee column plays from).
 */
export async function coursesForImport(
  db: Db,
  names: ReadonlyArray<string>,
  ids: ReadonlyArray<number>,
): Promise<Array<ImportCourse>> {
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const size = MAX_BOUND_PARAMETERS - 10;
  const queries = [];
  for (let i = 0; i < Math.max(lowered.length, ids.length); i += size) {
    const someNames = lowered.slice(i, i + size);
    const someIds = ids.slice(i, i + size);
    queries.push(
      db
        .select({
          id: courses.id,
          name: courses.name,
          ownerAccountId: courses.ownerAccountId,
          // Aliased: D1's batch answers rows keyed by column name, and both tables have a `name`.
          tee: sql<string | null>`${tees.name}`.as('tee_name'),
        })
        .from(courses)
        .leftJoin(tees, eq(tees.courseId, courses.id))
        .where(
          or(
            someNames.length > 0 ? inArray(sql`lower(${courses.name})`, someNames) : sql`0`,
            someIds.length > 0 ? inArray(courses.id, someIds) : sql`0`,
          ),
        )
        .orderBy(asc(courses.id), asc(tees.id)),
    );
  }
  const [first, ...rest] = queries;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  const byId = new Map<number, ImportCourse>();
  for (const row of results.flat()) {
    const course = byId.get(row.id) ?? {
      id: row.id,
      name: row.name,
      ownerAccountId: row.ownerAccountId,
      tees: [],
    };
    if (row.tee !== null && !course.tees.includes(row.tee)) course.tees.push(row.tee);
    byId.set(row.id, course);
  }
  return [...byId.values()];
}

/**
 * Keeps a previewed import (replacing the account's earlier ones, and any older than a day): the
 * bodies of the rounds Confirm may store, by their position in the file. One batch.
 */
export async function stageImport(
  db: Db,
  input: {
    id: string;
    accountId: number;
    fileName: string;
    roundCount: number;
    now: string;
    rounds: ReadonlyArray<{ position: number; body: string }>;
  },
): Promise<void> {
  const dayBefore = sql`datetime(${input.now}, '-1 day')`;
  const perStatement = Math.floor(MAX_BOUND_PARAMETERS / 3);
  const inserts = [];
  for (let i = 0; i < input.rounds.length; i += perStatement)
    inserts.push(
      db.insert(roundImportRounds).values(
        input.rounds.slice(i, i + perStatement).map((round) => ({
          importId: input.id,
          position: round.position,
          body: round.body,
        })),
      ),
    );
  await db.batch([
    db
      .delete(roundImports)
      .where(or(eq(roundImports.accountId, input.accountId), lt(roundImports.createdAt, dayBefore))),
    db.insert(roundImports).values({
      id: input.id,
      accountId: input.accountId,
      fileName: input.fileName,
      roundCount: input.roundCount,
      createdAt: input.now,
    }),
    ...inserts,
  ]);
}

export type StagedImport = {
  fileName: string;
  roundCount: number;
  rounds: Array<{ position: number; body: string }>;
};

/** The staged rounds at positions from … to − 1 of the account's import, or null when it is not there. */
export async function stagedRounds(
  db: Db,
  accountId: number,
  importId: string,
  from: number,
  to: number,
): Promise<StagedImport | null> {
  const [head, rounds] = await db.batch([
    db
      .select({ fileName: roundImports.fileName, roundCount: roundImports.roundCount })
      .from(roundImports)
      .where(and(eq(roundImports.id, importId), eq(roundImports.accountId, accountId))),
    db
      .select({ position: roundImportRounds.position, body: roundImportRounds.body })
      .from(roundImportRounds)
      .innerJoin(roundImports, eq(roundImports.id, roundImportRounds.importId))
      .where(
        and(
          eq(roundImportRounds.importId, importId),
          eq(roundImports.accountId, accountId),
          gte(roundImportRounds.position, from),
          lte(roundImportRounds.position, to - 1),
        ),
      )
      .orderBy(asc(roundImportRounds.position)),
  ]);
  const found = head[0];
  return found ? { ...found, rounds } : null;
}

/** Drops an import once its last rounds are stored. */
export async function dropImport(db: Db, accountId: number, importId: string): Promise<void> {
  await db
    .delete(roundImports)
    .where(and(eq(roundImports.id, importId), eq(roundImports.accountId, accountId)));
}
