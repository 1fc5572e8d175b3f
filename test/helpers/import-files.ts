import { utils, write } from '@e965/xlsx';
import type { RoundIngestBody } from '../../app/domain/rounds/ingest';

/*
 * Files for the round import's tests (decision 105): a round sent to POST /api/v1/rounds written as
 * the site's shots CSV or scorecard rows, so the two paths can be compared.
 */

/** The site's shots format's header row (docs/import.md). */
export const SHOT_HEADER = [
  'date',
  'tee_time',
  'course',
  'tees',
  'holes_played',
  'hole',
  'shot',
  'start_lie',
  'start_distance',
  'end_lie',
  'end_distance',
  'penalty_strokes',
  'club',
  'start_lat',
  'start_lon',
  'end_lat',
  'end_lon',
  'penalty_kind',
  'relief',
  'relief_from_lie',
  'relief_from_distance',
  'provisional',
];

function csvLine(cells: ReadonlyArray<string | number | undefined>): string {
  return cells
    .map((cell) => {
      const text = cell === undefined ? '' : String(cell);
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

/** Rows of the shots format for rounds (their shots, distances in the ingest's own units). */
export function shotRows(
  rounds: ReadonlyArray<RoundIngestBody>,
  course: string,
): Array<Array<string | number | undefined>> {
  return rounds.flatMap((round) => {
    const [day, time] = round.startedAt.split('T');
    return round.holes.flatMap((hole) =>
      (hole.shots ?? []).map((shot) => [
        day,
        time?.slice(0, 5),
        course,
        round.tee,
        round.holeCount,
        hole.courseHoleNumber ?? hole.number,
        shot.number,
        shot.startLie,
        shot.distanceBefore,
        shot.endLie,
        shot.distanceAfter,
        shot.penaltyStrokes ?? shot.penalties?.reduce((sum, p) => sum + (p.strokes ?? 1), 0) ?? 0,
        shot.club,
        ...latLng(shot.start),
        ...latLng(shot.end),
        // One kind a shot: the format's column holds one (decision 111).
        shot.penalties?.[0]?.kind,
        shot.relief?.reason,
        shot.relief?.fromLie,
        shot.relief?.fromDistance,
        shot.provisional ? 'yes' : undefined,
      ]),
    );
  });
}

export function shotsCsv(rounds: ReadonlyArray<RoundIngestBody>, course: string): string {
  return `${[SHOT_HEADER, ...shotRows(rounds, course)].map(csvLine).join('\r\n')}\r\n`;
}

const CARD_HEADER = [
  'Date',
  'Tee Time',
  'Course',
  'Tees',
  'Holes Played',
  'Hole',
  'Score',
  'Putts',
  'Fairway',
  'GIR',
  'Penalties',
  'Sand Shots',
  'Up and Down',
];

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

export function scorecardRows(round: RoundIngestBody, course: string): Array<Array<string | number>> {
  const [day, time] = round.startedAt.split('T');
  return [
    CARD_HEADER,
    ...round.holes.map((hole) => [
      day ?? '',
      time?.slice(0, 5) ?? '',
      course,
      round.tee,
      round.holeCount,
      hole.courseHoleNumber ?? hole.number,
      hole.score ?? '',
      hole.putts ?? '',
      hole.fairway ?? '',
      yesNo(hole.greenInRegulation),
      hole.penaltyStrokes ?? '',
      hole.sandShots ?? '',
      yesNo(hole.upAndDown),
    ]),
  ];
}

/** Rows as an .xlsx workbook's first sheet (SheetJS, as a spreadsheet program writes one). */
export function xlsxOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): Uint8Array<ArrayBuffer> {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Rounds');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A point's latitude and longitude columns; the files hold no grid points. */
function latLng(point: object | undefined): [number | undefined, number | undefined] {
  return point && 'latitude' in point && 'longitude' in point
    ? [Number(point.latitude), Number(point.longitude)]
    : [undefined, undefined];
}
