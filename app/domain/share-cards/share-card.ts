import { z } from 'zod';
import type { CompareRound, MetricRow } from '../stats/compare-sides';
import { type FlagCount, formatStat } from '../stats/stat-catalogue';
import { SHARE_CARD_KINDS } from './card-addresses';

/*
 * Share cards (issue 33 §4, decision 091): the picture a link to a public profile, an organization or
 * a saved compare-stats report shows on social sites (og:image). 1200 × 630, drawn by the PDF Worker
 * from this model and nothing else; the app builds it from what the page itself shows an anonymous
 * visitor, so a private player never gets a card and a hidden feature's figures never reach one.
 */

/** A picture sent with the model as its bytes (the PDF Worker fetches nothing). */
const pictureSchema = z.object({
  type: z.enum(['png', 'jpeg']),
  // 512 KB of picture at most (MAX_PDF_IMAGE_BYTES), in base64.
  base64: z
    .string()
    .max(700_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

const figureSchema = z.object({
  label: z.string().min(1).max(40),
  value: z.string().min(1).max(16),
  /** The second side's value on a comparison's card. */
  versus: z.string().min(1).max(16).nullable(),
});

export const shareCardModelSchema = z.object({
  kind: z.enum(SHARE_CARD_KINDS),
  /** The small capitals above the name: "Player profile", "Team", "Compare stats report". */
  eyebrow: z.string().min(1).max(60),
  title: z.string().min(1).max(120),
  /** Up to three short lines under the name: class year, school, hometown, sizes, sides. */
  lines: z.array(z.string().min(1).max(140)).max(3),
  picture: pictureSchema.nullable(),
  /** What the figures are over ("Last 10 rounds, 18 holes"); null without figures. */
  figuresNote: z.string().min(1).max(80).nullable(),
  figures: z.array(figureSchema).max(3),
  /** The product name or the player's custom URL, and the page's address without its scheme. */
  site: z.string().min(1).max(80),
  address: z.string().min(1).max(200),
});

export type ShareCardModel = z.infer<typeof shareCardModelSchema>;
export type ShareCardFigure = z.infer<typeof figureSchema>;
export type ShareCardPicture = z.infer<typeof pictureSchema>;

/** The page's address as a card prints it: host and path, no scheme, no trailing slash. */
export function printedAddress(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
  return `${parsed.host}${path}${parsed.search}`.slice(0, 200);
}

/** A string cut to `max` characters with an ellipsis (names and schools are free text). */
export function clipped(value: string, max: number): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

const NO_VALUE = '–';

/**
 * The player's three headline figures, from the rounds and hole counts of the Compare Stats page's
 * default comparison's left side (spec 2 §2: Last 10 Rounds, 18 holes), which an anonymous visitor
 * sees when compare stats (feature 63) is public: the scoring average of its rounds with a score,
 * its greens in regulation, and how many 18-hole rounds the player has. Null when the player has no
 * round to show: a card says nothing rather than dashes.
 */
export function playerFigures(input: {
  rounds: ReadonlyArray<Pick<CompareRound, 'score'>>;
  greensInRegulation: FlagCount;
  roundCount: number;
}): Array<ShareCardFigure> | null {
  if (input.roundCount === 0 || input.rounds.length === 0) return null;
  const scores = input.rounds.map((round) => round.score).filter((score): score is number => score !== null);
  const average = scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const gir = input.greensInRegulation;
  return [
    { label: 'Scoring average', value: average === null ? NO_VALUE : average.toFixed(1), versus: null },
    {
      label: 'Greens in regulation',
      value: gir.opportunities === 0 ? NO_VALUE : formatStat(gir),
      versus: null,
    },
    { label: '18-hole rounds', value: String(input.roundCount), versus: null },
  ];
}

export type PlayerCardInput = {
  fullName: string;
  /** From the About card (summary, feature 89); null when hidden from an anonymous visitor or unknown. */
  graduationYear: number | null;
  school: string | null;
  picture: ShareCardPicture | null;
  /** null when compare stats (feature 63) is hidden from an anonymous visitor, or nothing to show. */
  figures: Array<ShareCardFigure> | null;
  site: string;
  url: string;
};

/** A public profile's card: name, photo, class year, school and, when shown, three figures. */
export function playerCardModel(input: PlayerCardInput): ShareCardModel {
  const lines = [
    input.graduationYear === null ? null : `Class of ${input.graduationYear}`,
    input.school === null ? null : clipped(input.school, 140),
  ].filter((line): line is string => line !== null);
  return {
    kind: 'player',
    eyebrow: 'Player profile',
    title: clipped(input.fullName, 120),
    lines,
    picture: input.picture,
    figuresNote: input.figures === null ? null : 'Last 10 rounds · 18 holes',
    figures: input.figures ?? [],
    site: clipped(input.site, 80),
    address: printedAddress(input.url),
  };
}

export type OrganizationCardInput = {
  name: string;
  address: string | null;
  picture: ShareCardPicture | null;
  rosterCount: number;
  groupCount: number;
  /** Players on any roster whom an anonymous visitor may see (the page's own count). */
  playerCount: number;
  site: string;
  url: string;
};

/** An organization's card: its name, logo, address and the page's three counts. */
export function organizationCardModel(input: OrganizationCardInput): ShareCardModel {
  return {
    kind: 'organization',
    eyebrow: 'Team',
    title: clipped(input.name, 120),
    lines: input.address ? [clipped(input.address, 140)] : [],
    picture: input.picture,
    figuresNote: null,
    figures: [
      { label: 'Players', value: String(input.playerCount), versus: null },
      {
        label: input.rosterCount === 1 ? 'Roster' : 'Rosters',
        value: String(input.rosterCount),
        versus: null,
      },
      { label: input.groupCount === 1 ? 'Group' : 'Groups', value: String(input.groupCount), versus: null },
    ],
    site: clipped(input.site, 80),
    address: printedAddress(input.url),
  };
}

export type ReportCardInput = {
  playerName: string;
  picture: ShareCardPicture | null;
  left: { name: string; roundCount: number };
  right: { name: string; roundCount: number };
  holes: number;
  /** The comparison's metrics table (spec 2 §2), in its order. */
  metrics: ReadonlyArray<{ rows: ReadonlyArray<MetricRow> }>;
  site: string;
  url: string;
};

/** How many of the metrics table's rows a report card shows. */
const REPORT_FIGURES = 3;

/**
 * A saved compare-stats report's card: the two sides by name and the first three metrics the
 * comparison ticks that either side recorded, each side's value.
 */
export function reportCardModel(input: ReportCardInput): ShareCardModel {
  const rows = input.metrics.flatMap((column) => column.rows);
  const recorded = rows.filter((row) => row.left.opportunities > 0 || row.right.opportunities > 0);
  const figures = recorded.slice(0, REPORT_FIGURES).map((row) => ({
    label: clipped(row.name, 40),
    value: row.left.opportunities > 0 ? row.left.value : NO_VALUE,
    versus: row.right.opportunities > 0 ? row.right.value : NO_VALUE,
  }));
  const side = (which: { name: string; roundCount: number }) =>
    clipped(`${which.name} (${which.roundCount} ${which.roundCount === 1 ? 'round' : 'rounds'})`, 140);
  return {
    kind: 'report',
    eyebrow: 'Compare stats report',
    title: clipped(input.playerName, 120),
    lines: [side(input.left), `vs ${side(input.right)}`],
    picture: input.picture,
    figuresNote: figures.length === 0 ? null : `${input.holes} holes · left vs right`,
    figures,
    site: clipped(input.site, 80),
    address: printedAddress(input.url),
  };
}

export type PlayerReportCardInput = {
  /** The report's own title ("Player Performance Report"). */
  reportTitle: string;
  playerName: string;
  graduationYear: number | null;
  school: string | null;
  /** What the report is over, as the report viewer lists it ("Last 10 rounds · 18 holes"). */
  parameters: string;
  picture: ShareCardPicture | null;
  site: string;
  url: string;
};

/**
 * A saved player report's card: the report's title, the player, and what the report is over. The
 * report's figures stay in the report (each kind lays out its own); the card says what it is.
 */
export function playerReportCardModel(input: PlayerReportCardInput): ShareCardModel {
  const who = [
    input.graduationYear === null ? null : `Class of ${input.graduationYear}`,
    input.school === null ? null : input.school,
  ].filter((part): part is string => part !== null);
  return {
    kind: 'player-report',
    eyebrow: clipped(input.reportTitle, 60),
    title: clipped(input.playerName, 120),
    lines: [clipped(input.parameters, 140), ...(who.length > 0 ? [clipped(who.join(' · '), 140)] : [])],
    picture: input.picture,
    figuresNote: null,
    figures: [],
    site: clipped(input.site, 80),
    address: printedAddress(input.url),
  };
}
