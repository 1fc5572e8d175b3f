// A player's history made any length (issue 30, decision 075): the benches and tests that hold pages
// to "no answer grows with the history" read the same player at several history sizes.
// Copies get ids far above the demo's.
const ID_OFFSET = 10_000_000;

async function columnsOf(d1: D1Database, table: string): Promise<Array<string>> {
  const { results } = await d1.prepare(`pragma table_info(${table})`).all<{ name: string }>();
  return results.map((r) => r.name);
}

/**
 * The player's history made `size` rounds long: the newest rounds kept when it is longer; when it is
 * shorter, copies of the whole history (rounds, holes, shots, tournaments) each shifted a further
 * span back in time, the newest copies first, until `size` rounds.
 */
export async function resizeHistory(d1: D1Database, accountId: number, size: number): Promise<number> {
  const { results: own } = await d1
    .prepare(
      'select id, played_on as playedOn from rounds where account_id = ? order by played_on desc, started_at desc, id desc',
    )
    .bind(accountId)
    .all<{ id: number; playedOn: string }>();
  const oldest = own.at(-1)?.playedOn ?? '2000-01-01';
  const newest = own[0]?.playedOn ?? '2000-01-01';
  const span = Math.round((Date.parse(newest) - Date.parse(oldest)) / 86_400_000) + 7;
  if (own.length >= size) {
    const drop = own.slice(size).map((r) => r.id);
    for (let start = 0; start < drop.length; start += 90) {
      const ids = JSON.stringify(drop.slice(start, start + 90));
      await d1.batch([
        d1.prepare('delete from shots where round_id in (select value from json_each(?))').bind(ids),
        d1.prepare('delete from round_holes where round_id in (select value from json_each(?))').bind(ids),
        d1.prepare('delete from rounds where id in (select value from json_each(?))').bind(ids),
      ]);
    }
    return size;
  }
  const roundColumns = await columnsOf(d1, 'rounds');
  const holeColumns = await columnsOf(d1, 'round_holes');
  const shotColumns = await columnsOf(d1, 'shots');
  const tournamentColumns = await columnsOf(d1, 'tournaments');
  const shifted = (
    column: string,
    copy: number,
    dates: Record<string, string>,
    ids: Record<string, string>,
  ) =>
    column in dates
      ? `${dates[column]}(${column}, '-${copy * span} days')`
      : column === 'client_round_id'
        ? `case when ${column} is null then null else ${column} || '-${copy}' end`
        : column in ids
          ? `case when ${column} is null then null else ${column} + ${copy * ID_OFFSET} end`
          : column;
  let total = own.length;
  for (let copy = 1; total < size; copy++) {
    const take = Math.min(own.length, size - total);
    const ids = JSON.stringify(own.slice(0, take).map((r) => r.id));
    const roundDates = { played_on: 'date', started_at: 'datetime' };
    const tournamentIds = `select distinct tournament_id from rounds where id in (select value from json_each(?1)) and tournament_id is not null`;
    const list = (columns: Array<string>, dates: Record<string, string>, idColumns: Array<string>) =>
      columns
        .map((c) => shifted(c, copy, dates, Object.fromEntries(idColumns.map((i) => [i, i]))))
        .join(', ');
    await d1.batch([
      d1
        .prepare(
          `insert into tournaments (${tournamentColumns.join(', ')}) select ${list(
            tournamentColumns,
            Object.fromEntries(
              tournamentColumns.filter((c) => /_date$|_on$/.test(c)).map((c) => [c, 'date']),
            ),
            ['id'],
          )} from tournaments where id in (${tournamentIds})`,
        )
        .bind(ids),
      d1
        .prepare(
          `insert into rounds (${roundColumns.join(', ')}) select ${list(roundColumns, roundDates, [
            'id',
            'tournament_id',
          ])} from rounds where id in (select value from json_each(?1))`,
        )
        .bind(ids),
      d1
        .prepare(
          `insert into round_holes (${holeColumns.join(', ')}) select ${list(
            holeColumns,
            {},
            holeColumns.filter((c) => c === 'id' || c === 'round_id'),
          )} from round_holes where round_id in (select value from json_each(?1))`,
        )
        .bind(ids),
      d1
        .prepare(
          `insert into shots (${shotColumns.join(', ')}) select ${list(
            shotColumns,
            {},
            shotColumns.filter((c) => c === 'id' || c === 'round_id'),
          )} from shots where round_id in (select value from json_each(?1))`,
        )
        .bind(ids),
    ]);
    total += take;
  }
  return total;
}
