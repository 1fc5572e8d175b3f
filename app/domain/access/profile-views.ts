// What the profile pages show of rows read from D1: display-ready, formatted on the server so the
// browser needs no date library and the server and browser render the same text.

import { type DateRange, formatDateRange, formatLongDate } from '../calendar/dates';
import { type EducationInfo, gpa, graduationYear, schoolLine } from '../content/about-header';
import { type ArticleMedia, articleMedia, type NewsMedia, newsExcerpt } from '../content/news';
import { formatFixed } from '../format/numbers';
import {
  formatAverageToPar,
  formatOneDecimal,
  formatPercent,
  formatToPar,
  roundTypeHint,
  roundTypeLabel,
} from '../rounds/scores';
import { type EventResult, type EventRound, eventResult, formatFinish } from '../schedule/schedule';
import {
  eventTypeLabel,
  externalUrl,
  formatLocation,
  localeTypeLabel,
  type StatusGroup,
  statusGroup,
  statusLabel,
} from '../schedule/tournaments';
import { CHART_SET_ORDER, type ChartRound, type ChartSetKey, chartSets } from '../stats/chart-sets';
import { performanceCategoryLabel } from '../stats/dashboard-view';
import { roundSetCategories } from '../stats/performance';
import { isFullEighteen, type RoundSummary } from '../stats/round-stats';
import type { Standard } from '../stats/standards';
import type { FlagCounts } from '../stats/stat-catalogue';
import { expandTrendSets, type TrendRoundData, type TrendSetsData } from '../stats/trend-set-data';

export type AboutInput = EducationInfo & { about: string | null };

export type AboutView = {
  school: string | null;
  ncaaNumber: string | null;
  graduationYear: number | null;
  gpa: string | null;
  about: string | null;
};

/** spec 3 §2.4 about header; the school rules are app/domain/content/about-header.ts (spec 3 §5). */
export function aboutView(info: AboutInput | null, today: Date): AboutView {
  if (info === null) return { school: null, ncaaNumber: null, graduationYear: null, gpa: null, about: null };
  const line = schoolLine(info, today);
  const value = gpa(info, today);
  return {
    school: line?.school ?? null,
    ncaaNumber: line?.ncaaNumber ?? null,
    graduationYear: line ? graduationYear(info, today) : null,
    gpa: value === null ? null : formatFixed(value, 2),
    about: info.about?.trim() || null,
  };
}

export type EntryInput = {
  entryId: number;
  tournamentId: number;
  name: string;
  url: string | null;
  eventTypeId: number;
  localeTypeId: number;
  isTeamEvent: boolean;
  courseName: string | null;
  city: string | null;
  state: string | null;
  startDate: string;
  endDate: string | null;
  numberOfRounds: number;
  statusId: number | null;
  isFeatured: boolean;
  note: string | null;
  finishPosition: string | null;
  /** Players in the field, when the event says (issue 34 §4). */
  fieldSize?: number | null;
};

export type ResultView = {
  totalScore: number;
  toPar: string;
  averageScore: string;
  rounds: Array<{ label: string; score: number; toPar: string }>;
  bestRound: { label: string; score: number; toPar: string };
};

export type EventView = {
  id: number;
  name: string;
  /** spec 2 §5: opens in a new tab with the scheme normalised; null when there is no usable link. */
  url: string | null;
  startDate: string;
  dates: string;
  location: string;
  courseName: string | null;
  status: string | null;
  statusGroup: StatusGroup | null;
  numberOfRounds: number;
  eventType: string | null;
  localeType: string | null;
  isTeamEvent: boolean;
  isFeatured: boolean;
  note: string | null;
  finish: string | null;
  result: ResultView | null;
};

function resultView(result: EventResult | null): ResultView | null {
  if (result === null) return null;
  return {
    totalScore: result.totalScore,
    toPar: formatToPar(result.toPar),
    averageScore: formatOneDecimal(result.averageScore),
    rounds: result.rounds.map((r) => ({
      label: `R${r.roundNumber}`,
      score: r.score,
      toPar: formatToPar(r.toPar),
    })),
    bestRound: {
      label: `R${result.bestRound.roundNumber}`,
      score: result.bestRound.score,
      toPar: formatToPar(result.bestRound.toPar),
    },
  };
}

/** One tournament entry as the schedule, the summary and the resume show it, with the player's result. */
export function eventView(
  entry: EntryInput,
  rounds: ReadonlyArray<EventRound & { tournamentId: number | null }>,
): EventView {
  const own = rounds.filter((r) => r.tournamentId === entry.tournamentId);
  return {
    id: entry.entryId,
    name: entry.name,
    url: externalUrl(entry.url),
    startDate: entry.startDate,
    dates: formatDateRange(entry.startDate, entry.endDate),
    location: formatLocation(entry.city, entry.state),
    courseName: entry.courseName,
    status: statusLabel(entry.statusId),
    statusGroup: statusGroup(entry.statusId),
    numberOfRounds: entry.numberOfRounds,
    eventType: eventTypeLabel(entry.eventTypeId),
    localeType: localeTypeLabel(entry.localeTypeId),
    isTeamEvent: entry.isTeamEvent,
    isFeatured: entry.isFeatured,
    note: entry.note?.trim() || null,
    finish: formatFinish(entry.finishPosition, entry.fieldSize ?? null),
    result: resultView(eventResult(own)),
  };
}

export type RoundRowInput = RoundSummary & {
  roundTypeId: number;
  roundNumber: number;
  tournamentName: string | null;
  courseName: string;
  teeName: string | null;
  yards: number | null;
};

export type RoundView = {
  id: number;
  playedOn: string;
  date: string;
  /** "Oct 24, 2026" for narrow tables. */
  shortDate: string;
  course: string;
  tee: string | null;
  type: string;
  typeHint: string;
  event: string | null;
  holes: string;
  inProgress: boolean;
  /** A completed 18-hole round: counts in a month's average (a 9-hole score would drag it down). */
  counts: boolean;
  score: number | null;
  par: number | null;
  toPar: string | null;
  yards: number | null;
  putts: number | null;
  fir: string | null;
  gir: string | null;
  upDown: string | null;
};

/** spec 3 §2.1 round rows: date in long form, score to par E / +n / −n, FIR and GIR 0 decimals. */
export function roundView(round: RoundRowInput): RoundView {
  const holes =
    round.inProgress || round.holesPlayed < round.holeCount
      ? `${round.holesPlayed} of ${round.holeCount} holes`
      : `${round.holeCount} holes`;
  return {
    id: round.id,
    playedOn: round.playedOn,
    date: formatLongDate(round.playedOn),
    shortDate: formatDateRange(round.playedOn, null),
    course: round.courseName,
    tee: round.teeName,
    type: roundTypeLabel(round.roundTypeId),
    typeHint: roundTypeHint(round.roundTypeId),
    event: round.tournamentName ? `${round.tournamentName} · Round ${round.roundNumber}` : null,
    holes,
    inProgress: round.inProgress,
    counts: isFullEighteen(round),
    score: round.holesPlayed > 0 ? round.score : null,
    par: round.par,
    toPar:
      round.holesPlayed > 0 && round.score !== null && round.par !== null
        ? formatToPar(round.score - round.par)
        : null,
    yards: round.yards,
    putts: round.puttHoles > 0 ? round.putts : null,
    fir: round.fairwayChances > 0 ? `${round.fairways}/${round.fairwayChances}` : null,
    gir: round.greenChances > 0 ? `${round.greens}/${round.greenChances}` : null,
    upDown: round.upDownChances > 0 ? formatPercent(round.upDowns, round.upDownChances) : null,
  };
}

export type TrendSetView = {
  key: ChartSetKey;
  title: string;
  averageScore: string;
  averageToPar: string;
  averageBirdies: string;
  bars: Array<{
    id: number;
    label: string;
    shortLabel: string;
    score: number;
    birdies: number;
    description: string;
  }>;
  /** spec 3 §2.4 chart-details dialog: name, course, length, score and par of each round. */
  rounds: Array<{
    id: number;
    date: string;
    name: string;
    course: string;
    yards: number | null;
    score: number;
    par: number;
    toPar: string;
    birdies: number;
  }>;
  /** spec 3 §3 spiderCharts: the set's category performance against the standard (0–1, null: none compared). */
  categories: Array<{ label: string; performance: number | null; beaten: number; compared: number }>;
};

/** What the chart sets' spider charts are measured with: a standard and the sets' flag counts. */
export type TrendSpider = {
  standard: Standard;
  /** A chart set's flag counts: its rounds' own counts summed (a round without counts adds nothing). */
  countsOf: (roundIds: ReadonlyArray<number>) => FlagCounts;
};

/**
 * The chart sets (app/domain/stats/chart-sets.ts) that hold rounds, each round once (the summary's
 * loader data, stats/trend-set-data.ts): best ten first (the first chart data set of spec 1 §2), then
 * best ten consecutive, last ten and prior ten.
 */
export function trendSetsData(
  rounds: ReadonlyArray<
    ChartRound & { courseName: string; tournamentName?: string | null; yards?: number | null }
  >,
  range: DateRange | null,
  /** Without it the sets carry no spider chart (the front page's sample shows none). */
  spider?: TrendSpider,
  /** The Rounds period (spec 3 §3 Last N Rounds): only the N most recent rounds that count. */
  lastCount?: number,
): TrendSetsData {
  const sets = chartSets(rounds, range, lastCount);
  const held = CHART_SET_ORDER.map((key) => sets[key]).filter((set) => set.rounds.length > 0);
  const once = new Map<number, TrendRoundData>();
  for (const set of held) {
    for (const r of set.rounds) {
      if (once.has(r.id)) continue;
      once.set(r.id, {
        id: r.id,
        playedOn: r.playedOn,
        tournament: r.tournamentName ?? null,
        course: r.courseName,
        yards: r.yards ?? null,
        score: r.score,
        par: r.par,
        birdies: r.birdies,
      });
    }
  }
  return {
    rounds: [...once.values()],
    sets: held.map((set) => ({
      key: set.key,
      title: set.title,
      averageScore: formatOneDecimal(set.averageScore),
      averageToPar: set.averageToPar === null ? '–' : formatAverageToPar(set.averageToPar),
      averageBirdies: formatOneDecimal(set.averageBirdies),
      roundIds: set.rounds.map((r) => r.id),
      categories: spider
        ? roundSetCategories(spider.countsOf(set.rounds.map((r) => r.id)), spider.standard).map((c) => ({
            label: performanceCategoryLabel(c.category),
            performance: c.performance,
            beaten: c.beaten,
            compared: c.compared,
          }))
        : [],
    })),
  };
}

/** The chart sets that hold rounds, ready to draw (`trendSetsData` expanded). */
export function trendSetsView(
  rounds: Parameters<typeof trendSetsData>[0],
  range: DateRange | null,
  spider?: TrendSpider,
  lastCount?: number,
): Array<TrendSetView> {
  return expandTrendSets(trendSetsData(rounds, range, spider, lastCount));
}

/** A news item as the cards and the article dialog show it (formatted on the server; spec 3 §3 formattedDate). */
export type NewsView = {
  id: number;
  header: string;
  date: string;
  excerpt: string;
  body: string;
  thumbnailUrl: string | null;
  media: ArticleMedia;
};

type NewsInput = {
  id: number;
  header: string;
  body: string;
  publishedAt: string;
  coverPhotoUrl: string | null;
  media: ReadonlyArray<NewsMedia>;
};

/** spec 3 §3 news item with its formatted date; links that are not http(s) addresses are dropped. */
export function newsView(item: NewsInput): NewsView {
  const safe = item.media.flatMap((m) => {
    if (m.kind !== 'link') return [m];
    const url = externalUrl(m.url);
    return url ? [{ ...m, url }] : [];
  });
  const media = articleMedia(item.coverPhotoUrl, safe);
  return {
    id: item.id,
    header: item.header,
    date: formatLongDate(item.publishedAt),
    excerpt: newsExcerpt(item.body),
    body: item.body,
    thumbnailUrl: media.images[0]?.url ?? null,
    media,
  };
}
