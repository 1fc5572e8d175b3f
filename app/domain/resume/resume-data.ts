import { fullName } from '../accounts/names';
import { formatDateRange, formatLongDate, formatShortDate, inRange } from '../calendar/dates';
import { highSchoolName } from '../content/about-header';
import { newsExcerpt } from '../content/news';
import { formatFixed, roundHalfAway } from '../format/numbers';
import { handicapFact, shownHandicap } from '../handicap/handicap-view';
import { formatAverageToPar, formatOneDecimal, formatScoreWithPar, formatToPar } from '../rounds/scores';
import { type EventRound, eventResult, formatFinish } from '../schedule/schedule';
import { externalUrl, formatLocation } from '../schedule/tournaments';
import { CHART_SET_ORDER, type ChartRound, type ChartSetKey, chartSets } from '../stats/chart-sets';
import {
  applyAvailability,
  CHART_SET_OF,
  CHARTS,
  type ChartField,
  defaultResumeSettings,
  disabledSections,
  noteFor,
  type PersonalField,
  type ResumeAvailability,
  type ResumeDisabled,
  type ResumeSettings,
  rangeLabel,
  resolveRange,
  resumeFileName,
  type SchoolField,
  selectedIds,
} from './resume';
import type { ResumeCharts, ResumeCover, ResumeModel } from './resume-model';
import { chartTournamentSummaries, mergeTournamentSummaries } from './resume-summaries';

/*
 * spec 2 §3–4 resume data: from what D1 holds for an account and its resume settings, the options the
 * designer offers, what it disables, and the display-ready resume (app/domain/resume/resume-model.ts) that
 * both the preview and the PDF show. Pure: the loader reads the rows, this decides.
 */

export type ResumeAccount = {
  accountId: number;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
};

export type ResumeInfo = {
  about: string | null;
  ncaaNumber: string | null;
  college: string | null;
  collegeStartDate: string | null;
  collegeEndDate: string | null;
  collegeGpa: number | null;
  highSchool: string | null;
  highSchoolEndDate: string | null;
  highSchoolGpa: number | null;
  heightInches: number | null;
  weightLbs: number | null;
  ghin: string | null;
  /** The player's own claim of a handicap (shown only without a computed index, decision 102). */
  handicapIndex: number | null;
  /** The Handicap Index computed from the player's rounds (decision 102). */
  computedIndex?: number | null;
  hometown: string | null;
  websiteUrl: string | null;
  customLogoUrl: string | null;
};

export type ResumeEntry = {
  entryId: number;
  tournamentId: number;
  name: string;
  courseName: string | null;
  city: string | null;
  state: string | null;
  startDate: string;
  endDate: string | null;
  note: string | null;
  isFeatured: boolean;
  finishPosition: string | null;
};

export type ResumeRound = ChartRound &
  EventRound & {
    tournamentId: number | null;
    tournamentName: string | null;
    courseName: string;
    yards: number | null;
  };

export type ResumeNews = { id: number; header: string; body: string; publishedAt: string };

export type ResumeSources = {
  account: ResumeAccount;
  info: ResumeInfo | null;
  /** Every tournament entry of the account. */
  entries: Array<ResumeEntry>;
  /** Every round of the account. */
  rounds: Array<ResumeRound>;
  news: Array<ResumeNews>;
};

export type ResumeContext = {
  today: Date;
  profileUrl: string | null;
};

// How many of the best rounds the Highlighted Rounds section offers.
export const HIGHLIGHT_ROUND_OPTIONS = 10;
export const NEWS_OPTIONS = 20;

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function blank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type Scored<R> = R & { score: number; par: number };

/** Completed 18-hole rounds, best score to par first (a tie: the more recent). */
function bestRounds(rounds: ReadonlyArray<ResumeRound>): Array<Scored<ResumeRound>> {
  return rounds
    .filter(
      (r): r is Scored<ResumeRound> =>
        !r.inProgress &&
        r.holeCount === 18 &&
        r.holesPlayed === 18 &&
        r.score !== null &&
        r.par !== null &&
        !r.playedInSimulator,
    )
    .sort((a, b) => a.score - a.par - (b.score - b.par) || b.playedOn.localeCompare(a.playedOn))
    .slice(0, HIGHLIGHT_ROUND_OPTIONS);
}

function entryNotes(sources: ResumeSources): Map<number, string> {
  const notes = new Map<number, string>();
  for (const entry of sources.entries) {
    const note = blank(entry.note);
    if (note) notes.set(entry.tournamentId, note);
  }
  return notes;
}

function isUpcoming(entry: ResumeEntry, today: string): boolean {
  return (entry.endDate ?? entry.startDate) >= today;
}

function roundTitle(round: ResumeRound): string {
  return round.tournamentName ? `${round.tournamentName} · R${round.roundNumber}` : round.courseName;
}

/** What the account has to show, the chart sets counted in the given range (spec 2 §4). */
export function resumeAvailability(
  sources: ResumeSources,
  settings: Pick<ResumeSettings, 'performanceChartsPage'> | null,
  today: Date,
): ResumeAvailability {
  const info = sources.info;
  const todayIso = day(today);
  const notes = entryNotes(sources);
  const range = resolveRange(
    settings?.performanceChartsPage.barChartsDateRange ?? {
      timeframe: 'last-24-months',
      start: null,
      end: null,
    },
    todayIso,
  );
  const sets = chartSets(sources.rounds, range);
  const personal: Record<PersonalField, boolean> = {
    picture: blank(sources.account.imgUrl) !== null,
    aboutMe: blank(info?.about) !== null,
    height: (info?.heightInches ?? 0) > 0,
    weight: (info?.weightLbs ?? 0) > 0,
    ghin: blank(info?.ghin) !== null,
    ncaa: blank(info?.ncaaNumber) !== null,
    websiteLink: externalUrl(info?.websiteUrl) !== null,
    customLogo: blank(info?.customLogoUrl) !== null,
  };
  const school: Record<SchoolField, boolean> = {
    highSchoolName: blank(info?.highSchool) !== null,
    highSchoolGraduationDate: blank(info?.highSchoolEndDate) !== null,
    highSchoolGPA: info?.highSchoolGpa != null,
    collegeName: blank(info?.college) !== null,
    collegeStartDate: blank(info?.collegeStartDate) !== null,
    collegeGraduationDate: blank(info?.collegeEndDate) !== null,
    collegeGPA: info?.collegeGpa != null,
  };
  const entryOption = (entry: ResumeEntry) => ({
    id: entry.entryId,
    name: `${entry.name} · ${formatDateRange(entry.startDate, entry.endDate)}`,
    hasNotes: blank(entry.note) !== null,
  });
  return {
    personal,
    school,
    lists: {
      upcomingEvents: sources.entries.filter((e) => isUpcoming(e, todayIso)).map(entryOption),
      pastTournaments: sources.entries
        .filter((e) => !isUpcoming(e, todayIso))
        .sort((a, b) => b.startDate.localeCompare(a.startDate))
        .map(entryOption),
      pastRounds: bestRounds(sources.rounds).map((r) => ({
        id: r.id,
        name: `${formatScoreWithPar(r.score, r.par)} · ${roundTitle(r)} · ${formatShortDate(r.playedOn)}`,
        hasNotes: r.tournamentId !== null && notes.has(r.tournamentId),
      })),
      newsfeedItems: sources.news
        .slice(0, NEWS_OPTIONS)
        .map((n) => ({ id: n.id, name: n.header, hasNotes: false })),
    },
    charts: Object.fromEntries(
      CHARTS.map((key) => [key, sets[CHART_SET_OF[key]].rounds.length > 0]),
    ) as Record<ChartField, boolean>,
  };
}

export type ResumeState = {
  settings: ResumeSettings;
  availability: ResumeAvailability;
  disabled: ResumeDisabled;
  model: ResumeModel;
};

/**
 * The resume of an account: stored settings (or the defaults, spec 2 §4) against today's data, and the
 * resume they select. `stored` null: the default resume data (spec 2 §7 resumeDefaultData).
 */
export function resumeState(
  sources: ResumeSources,
  stored: ResumeSettings | null,
  context: ResumeContext,
): ResumeState {
  const availability = resumeAvailability(sources, stored, context.today);
  const settings = stored
    ? applyAvailability(stored, availability)
    : defaultResumeSettings(sources.account.accountId, availability);
  return {
    settings,
    availability,
    disabled: disabledSections(availability),
    model: resumeModel(sources, settings, context),
  };
}

function initials(account: ResumeAccount): string {
  return `${account.firstName.trim()[0] ?? ''}${account.lastName.trim()[0] ?? ''}`.toUpperCase() || '?';
}

function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}′ ${inches % 12}″`;
}

function year(iso: string | null): string | null {
  return iso && /^\d{4}/.test(iso) ? iso.slice(0, 4) : null;
}

function cover(sources: ResumeSources, settings: ResumeSettings, today: string): ResumeCover {
  const info = sources.info;
  const personal = settings.personalInformation;
  const school = settings.schoolInformation;
  const notes = entryNotes(sources);
  const website = personal.websiteLink ? externalUrl(info?.websiteUrl) : null;
  const facts = [
    personal.height && info?.heightInches
      ? { label: 'Height', value: formatHeight(info.heightInches) }
      : null,
    personal.weight && info?.weightLbs ? { label: 'Weight', value: `${info.weightLbs} lbs` } : null,
    personal.ghin && blank(info?.ghin) ? { label: 'GHIN', value: blank(info?.ghin) ?? '' } : null,
    personal.ghin
      ? handicapFact(shownHandicap(info?.computedIndex ?? null, info?.handicapIndex ?? null))
      : null,
    personal.ncaa && blank(info?.ncaaNumber)
      ? { label: 'NCAA ID', value: blank(info?.ncaaNumber) ?? '' }
      : null,
    blank(info?.hometown) ? { label: 'Hometown', value: blank(info?.hometown) ?? '' } : null,
  ].filter((f): f is { label: string; value: string } => f !== null);
  const highSchool = school.highSchoolName ? highSchoolName(info?.highSchool ?? null) : null;
  const college = school.collegeName ? blank(info?.college) : null;
  const schoolFacts = [
    highSchool ? { label: 'High School', value: highSchool } : null,
    school.highSchoolGraduationDate && year(info?.highSchoolEndDate ?? null)
      ? { label: 'HS Graduation', value: year(info?.highSchoolEndDate ?? null) ?? '' }
      : null,
    school.highSchoolGPA && info?.highSchoolGpa != null
      ? { label: 'HS GPA', value: formatFixed(info.highSchoolGpa, 2) }
      : null,
    college ? { label: 'College', value: college } : null,
    school.collegeStartDate && year(info?.collegeStartDate ?? null)
      ? { label: 'College Start', value: year(info?.collegeStartDate ?? null) ?? '' }
      : null,
    school.collegeGraduationDate && year(info?.collegeEndDate ?? null)
      ? { label: 'College Graduation', value: year(info?.collegeEndDate ?? null) ?? '' }
      : null,
    school.collegeGPA && info?.collegeGpa != null
      ? { label: 'College GPA', value: formatFixed(info.collegeGpa, 2) }
      : null,
  ].filter((f): f is { label: string; value: string } => f !== null);
  const gradYear =
    (school.highSchoolGraduationDate ? year(info?.highSchoolEndDate ?? null) : null) ??
    (school.collegeGraduationDate ? year(info?.collegeEndDate ?? null) : null);
  const headline = [gradYear ? `Class of ${gradYear}` : null, college ?? highSchool]
    .filter(Boolean)
    .join(' · ');

  const events = selectedIds(settings.upcomingEvents);
  const tournaments = selectedIds(settings.pastTournaments);
  const rounds = selectedIds(settings.pastRounds);
  const news = selectedIds(settings.newsfeedItems);
  const tournamentOption = new Map(settings.pastTournaments.options.map((o) => [o.id, o]));
  const roundOption = new Map(settings.pastRounds.options.map((o) => [o.id, o]));
  return {
    picture: personal.picture
      ? { initials: initials(sources.account), url: blank(sources.account.imgUrl) }
      : null,
    // spec 2 §3–4: the custom logo shows only when ticked (off by default) and the account has one.
    logo:
      personal.customLogo && blank(info?.customLogoUrl) ? { url: blank(info?.customLogoUrl) ?? '' } : null,
    headline: headline || null,
    contact: website
      ? [{ label: 'Website', value: website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '') }]
      : [],
    facts,
    school: schoolFacts,
    about: personal.aboutMe ? blank(info?.about) : null,
    upcomingEvents: sources.entries
      .filter((e) => events.has(e.entryId) && isUpcoming(e, today))
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((e) => ({
        name: e.name,
        dates: formatDateRange(e.startDate, e.endDate),
        location: [e.courseName, formatLocation(e.city, e.state)].filter(Boolean).join(', '),
      })),
    tournaments: sources.entries
      .filter((e) => tournaments.has(e.entryId) && !isUpcoming(e, today))
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((e) => {
        const result = eventResult(sources.rounds.filter((r) => r.tournamentId === e.tournamentId));
        return {
          name: e.name,
          dates: formatDateRange(e.startDate, e.endDate),
          location: [e.courseName, formatLocation(e.city, e.state)].filter(Boolean).join(', '),
          finish: formatFinish(e.finishPosition),
          result: result
            ? `${result.rounds.map((r) => r.score).join('-')} = ${result.totalScore} (${formatToPar(result.toPar)})`
            : null,
          // spec 2 §4: notes are included only when includeNotes is on.
          notes: noteFor(tournamentOption.get(e.entryId), e.note),
        };
      }),
    rounds: bestRounds(sources.rounds)
      .filter((r) => rounds.has(r.id))
      .map((r) => ({
        title: roundTitle(r),
        date: formatLongDate(r.playedOn),
        score: r.score,
        toPar: formatToPar(r.score - r.par),
        notes: noteFor(
          roundOption.get(r.id),
          r.tournamentId === null ? null : (notes.get(r.tournamentId) ?? null),
        ),
      })),
    news: sources.news
      .filter((n) => news.has(n.id))
      .map((n) => ({
        header: n.header,
        date: formatLongDate(n.publishedAt),
        excerpt: newsExcerpt(n.body, 220),
      })),
  };
}

function charts(sources: ResumeSources, settings: ResumeSettings, today: string): ResumeCharts | null {
  const page = settings.performanceChartsPage;
  if (!page.isSelected) return null;
  const range = resolveRange(page.barChartsDateRange, today);
  const sets = chartSets(sources.rounds, range);
  const chosen: Array<ChartSetKey> = CHART_SET_ORDER.filter((key) =>
    CHARTS.some((field) => CHART_SET_OF[field] === key && page[field]),
  ).filter((key) => sets[key].rounds.length > 0);
  if (chosen.length === 0) return null;
  // spec 2 §4: the selected charts' tournament summaries merged per tournament.
  const merged = mergeTournamentSummaries(
    chosen.flatMap((key) => chartTournamentSummaries(sets[key].rounds)),
  );
  const includedRange = resolveRange(page.includedTournamentsDateRange, today);
  const featured = sources.entries.filter(
    (e) => e.isFeatured && !isUpcoming(e, today) && inRange(e.startDate, includedRange),
  );
  // Show all favorites: the featured tournaments in range join the table even when no chart drew on them.
  const favoriteSummaries = page.showAllFavoriteTournaments
    ? chartTournamentSummaries(
        sources.rounds.filter(
          (r): r is Scored<ResumeRound> =>
            featured.some((e) => e.tournamentId === r.tournamentId) &&
            !r.inProgress &&
            r.score !== null &&
            r.par !== null &&
            r.holesPlayed === r.holeCount &&
            r.holesPlayed > 0,
        ),
      )
    : [];
  const all = mergeTournamentSummaries([...merged, ...favoriteSummaries]).filter((s) =>
    s.includedRounds.some((r) => inRange(r.dateStarted, includedRange)),
  );
  const notes = entryNotes(sources);
  return {
    rangeLabel: rangeLabel(page.barChartsDateRange, formatLongDate),
    sets: chosen.map((key) => {
      const set = sets[key];
      return {
        key,
        title: set.title,
        averageScore: formatOneDecimal(set.averageScore),
        averageToPar: set.averageToPar === null ? '–' : formatAverageToPar(set.averageToPar),
        bars: set.rounds.map((r) => ({
          id: r.id,
          label: formatShortDate(r.playedOn),
          score: r.score,
          par: r.par,
        })),
      };
    }),
    tournaments: all
      .sort((a, b) =>
        (b.includedRounds[0]?.dateStarted ?? '').localeCompare(a.includedRounds[0]?.dateStarted ?? ''),
      )
      .map((s) => {
        const first = s.includedRounds[0]?.dateStarted ?? '';
        const last = s.includedRounds[s.includedRounds.length - 1]?.dateStarted ?? first;
        return {
          title: s.title,
          dates: formatDateRange(first, last === first ? null : last),
          rounds: s.includedRounds.length,
          total: formatScoreWithPar(s.totalScoreWithPar.score, s.totalScoreWithPar.par),
          average: `${formatOneDecimal(s.averageScore)} (${formatAverageToPar(s.averageScoreWithPar.score - s.averageScoreWithPar.par)})`,
          best: formatScoreWithPar(s.bestRoundScoreWithPar.score, s.bestRoundScoreWithPar.par),
          averageYards: s.averageYards === null ? '–' : String(roundHalfAway(s.averageYards)),
          notes: page.showTournamentNotes ? (notes.get(s.tournamentId) ?? null) : null,
        };
      }),
  };
}

/** spec 2 §3 resume data, display-ready. */
export function resumeModel(
  sources: ResumeSources,
  settings: ResumeSettings,
  context: ResumeContext,
): ResumeModel {
  const today = day(context.today);
  return {
    fileName: resumeFileName(sources.account.firstName, sources.account.lastName, context.today),
    playerName: fullName(sources.account),
    generatedOn: `Updated ${formatLongDate(today)}`,
    profileUrl: context.profileUrl,
    cover: settings.coverPage.isSelected ? cover(sources, settings, today) : null,
    charts: charts(sources, settings, today),
  };
}

/** The personal and school fields the designer lists, in order, with their labels. */
export const PERSONAL_LABELS: Record<PersonalField, string> = {
  picture: 'Picture',
  aboutMe: 'About Me',
  height: 'Height',
  weight: 'Weight',
  ghin: 'GHIN',
  ncaa: 'NCAA ID',
  websiteLink: 'Website Link',
  customLogo: 'Custom Logo',
};

export const SCHOOL_LABELS: Record<SchoolField, string> = {
  highSchoolName: 'High School Name',
  highSchoolGraduationDate: 'High School Graduation Year',
  highSchoolGPA: 'High School GPA',
  collegeName: 'College Name',
  collegeStartDate: 'College Start Year',
  collegeGraduationDate: 'College Graduation Year',
  collegeGPA: 'College GPA',
};

export const CHART_LABELS: Record<ChartField, string> = {
  bestRoundsChart: 'Best 10 Rounds',
  bestConsecutiveRoundsChart: 'Best 10 Consecutive Rounds',
  lastRoundsChart: 'Last 10 Rounds',
  priorRoundsChart: 'Prior 10 Rounds',
};
