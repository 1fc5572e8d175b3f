/**
 * The demo data's content: news items (with cover photos, image sets, links, YouTube links and
 * videos), gallery photos and swing videos. Every /demo/ URL here is a file that
 * scripts/generate-demo-media.ts writes into public/demo/.
 */
import { addDays, format, parseISO } from 'date-fns';
import { DEMO_PLAYERS, organizationByShort, schoolCalendar, schoolName } from './people';
import type { Rng } from './random';
import {
  aScore,
  countText,
  type EventRounds,
  entryKey,
  PERSONAL_BEST_AFTER,
  personalBests,
  type RoundFacts,
  roundsByEntry,
  toParText,
} from './round-facts';
import { ordinal, positionOf } from './tournaments';
import type { SeedPlayer, SeedTables, SeedTournament } from './types';

export type PhotoScene = {
  slug: string;
  caption: string;
  time: 'dawn' | 'morning' | 'midday' | 'golden' | 'dusk' | 'overcast';
  terrain: 'hills' | 'mountains' | 'dunes' | 'desert' | 'flat' | 'coast';
  trees: 'pine' | 'oak' | 'palm' | 'cypress' | 'none';
  water: boolean;
  bunkers: number;
  autumn?: boolean;
};

/** The golf-scene "photos" (1200×800 SVGs) shared by news items and galleries. */
// biome-ignore format: one scene per line reads as a table
export const DEMO_PHOTOS: ReadonlyArray<PhotoScene> = [
  { slug: 'first-tee-at-dawn', caption: 'First tee time of the day', time: 'dawn', terrain: 'hills', trees: 'oak', water: false, bunkers: 2 },
  { slug: 'par-3-over-water', caption: 'The par 3 over the pond', time: 'midday', terrain: 'flat', trees: 'palm', water: true, bunkers: 1 },
  { slug: 'links-dunes', caption: 'A windy day on the links', time: 'overcast', terrain: 'dunes', trees: 'none', water: false, bunkers: 4 },
  { slug: 'desert-target-golf', caption: 'Desert golf: hit the fairway or else', time: 'golden', terrain: 'desert', trees: 'none', water: false, bunkers: 2 },
  { slug: 'mountain-par-5', caption: 'Downhill par 5 with a view', time: 'morning', terrain: 'mountains', trees: 'pine', water: false, bunkers: 3 },
  { slug: 'autumn-back-nine', caption: 'Fall colors on the back nine', time: 'midday', terrain: 'hills', trees: 'oak', water: false, bunkers: 2, autumn: true },
  { slug: 'sunset-eighteenth', caption: 'Walking up eighteen at sunset', time: 'dusk', terrain: 'flat', trees: 'oak', water: true, bunkers: 2 },
  { slug: 'ocean-hole', caption: 'The ocean hole in the afternoon breeze', time: 'midday', terrain: 'coast', trees: 'cypress', water: true, bunkers: 1 },
  { slug: 'sandhills-pines', caption: 'Sandhills and longleaf pines', time: 'morning', terrain: 'hills', trees: 'pine', water: false, bunkers: 3 },
  { slug: 'lowcountry-marsh', caption: 'Lowcountry marsh behind the green', time: 'golden', terrain: 'flat', trees: 'oak', water: true, bunkers: 1 },
  { slug: 'practice-green', caption: 'Putting green before the final round', time: 'morning', terrain: 'flat', trees: 'oak', water: false, bunkers: 0 },
  { slug: 'fog-on-the-lake', caption: 'Fog lifting off the lake', time: 'overcast', terrain: 'hills', trees: 'pine', water: true, bunkers: 1 },
  { slug: 'prairie-lake', caption: 'Prairie lake on the front nine', time: 'morning', terrain: 'flat', trees: 'oak', water: true, bunkers: 2 },
  { slug: 'canyon-carry', caption: 'The carry over the canyon', time: 'golden', terrain: 'mountains', trees: 'none', water: false, bunkers: 2 },
  { slug: 'winter-in-florida', caption: 'Winter training in Florida', time: 'midday', terrain: 'flat', trees: 'palm', water: true, bunkers: 2 },
  { slug: 'twilight-range', caption: 'Range session at twilight', time: 'dusk', terrain: 'hills', trees: 'pine', water: false, bunkers: 0 },
];

export type SwingClip = {
  n: number;
  title: string;
  club: 'driver' | 'iron' | 'wedge';
  time: PhotoScene['time'];
  /** Played back at half speed. */
  slowMotion: boolean;
  seconds: number;
};

// biome-ignore format: one clip per line reads as a table
export const SWING_CLIPS: ReadonlyArray<SwingClip> = [
  { n: 1, title: 'Driver — face on', club: 'driver', time: 'morning', slowMotion: false, seconds: 3 },
  { n: 2, title: '7-iron — face on', club: 'iron', time: 'midday', slowMotion: false, seconds: 3 },
  { n: 3, title: 'Wedge — three-quarter swing', club: 'wedge', time: 'golden', slowMotion: false, seconds: 2.5 },
  { n: 4, title: 'Driver — slow motion', club: 'driver', time: 'overcast', slowMotion: true, seconds: 4 },
];

export function photoUrl(slug: string): string {
  return `/demo/photos/${slug}.svg`;
}

export function swingVideoUrl(n: number): string {
  return `/demo/videos/swing-${n}.mp4`;
}

export function swingPosterUrl(n: number): string {
  return `/demo/videos/swing-${n}-poster.svg`;
}

type Tables = Pick<SeedTables, 'newsItems' | 'newsItemMedia' | 'galleryMedia' | 'swingVideos'>;
type MediaKind = 'image' | 'link' | 'video';
type Media = { kind: MediaKind; url: string; label: string | null };

type Story = {
  header: string;
  body: string;
  date: string;
  /** A link that belongs to the story (the event's website). */
  link: { label: string; url: string } | null;
};

/**
 * What a story needs to know about a tournament; names and results come from tournaments.ts, scores
 * from the stored rounds (decision 003: a text quotes only what the rounds say).
 */
type EventFacts = {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  fieldSize: number;
  isPast: boolean;
  eventTypeId: number;
  isTeamEvent: boolean;
  url: string | null;
  entrants: Array<number>;
  finishes: Map<number, string>;
};

/** The worst finish that still makes a story, by event type (stroke play, qualifier, match play). */
const NEWSWORTHY = { 3: 20, 10: 3, 11: 8 };

const KEY_NEWS_COUNT: Record<number, number> = { 1: 10, 2: 6 };
const KEY_GALLERY_COUNT: Record<number, number> = { 1: 8, 2: 6 };
const KEY_SWING_COUNT: Record<number, number> = { 1: 4, 2: 2 };

/** The showcase accounts' media, one plan per news item (newest first), so every kind appears. */
type MediaPlan = {
  cover?: boolean;
  images?: number;
  youtube?: Array<'watch' | 'shorts' | 'short-link' | 'labelled'>;
  link?: boolean;
  videos?: number;
};
const KEY_MEDIA_PLANS: Record<number, Array<MediaPlan>> = {
  1: [
    { cover: true, youtube: ['labelled'], link: true },
    { images: 3 },
    {},
    { link: true, youtube: ['short-link'] },
    { videos: 1 },
    { cover: true },
    { youtube: ['shorts'] },
    { images: 4, link: true },
    { videos: 2, images: 2 },
    { youtube: ['watch'] },
  ],
  2: [
    { cover: true },
    { images: 3, youtube: ['watch'] },
    { link: true },
    { videos: 1 },
    {},
    { cover: true, youtube: ['shorts'] },
  ],
};

const COLLEGE_CHOICES = [
  'lakeside-u',
  'redwood-state',
  'bayshore',
  'Tidewater State University',
  'Northfield College',
  'Cedar Valley University',
];

/** The rounds as the stories read them. */
type Scores = {
  facts: ReadonlyArray<RoundFacts>;
  byEntry: Map<string, EventRounds>;
  eventNames: Map<number, string>;
};

export function seedContent(
  rng: Rng,
  today: string,
  players: Array<SeedPlayer>,
  tournaments: Array<SeedTournament>,
  facts: ReadonlyArray<RoundFacts>,
): Tables {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const events = tournaments.map(eventFacts);
  const scores: Scores = {
    facts,
    byEntry: roundsByEntry(facts),
    eventNames: new Map(events.map((e) => [e.id, e.name])),
  };
  const tables: Tables = { newsItems: [], newsItemMedia: [], galleryMedia: [], swingVideos: [] };
  for (const player of players) {
    const id = player.accountId;
    const r = rng.fork(`player-${id}`);
    const isKey = id in KEY_NEWS_COUNT;
    if (isKey || r.chance(0.45)) addNews(tables, r.fork('news'), today, player, events, scores);
    if (isKey || r.chance(0.45)) addGallery(tables, r.fork('gallery'), id);
    if (isKey || r.chance(0.3)) addSwingVideos(tables, r.fork('swing'), today, id);
  }
  return tables;
}

// ------------------------------------------------------------------------------------------------
// Tournament facts (read defensively: the extra fields are only there when tournaments.ts made them).
// ------------------------------------------------------------------------------------------------

function eventFacts(t: SeedTournament): EventFacts {
  const name = 'name' in t && typeof t.name === 'string' ? t.name : genericEventName(t.eventTypeId);
  const endDate =
    'endDate' in t && typeof t.endDate === 'string'
      ? t.endDate
      : isoDay(addDays(parseISO(t.startDate), t.numberOfRounds - 1));
  const url = 'url' in t && typeof t.url === 'string' ? t.url : null;
  const isTeamEvent = 'isTeamEvent' in t && t.isTeamEvent === true;
  const fieldSize = 'fieldSize' in t && typeof t.fieldSize === 'number' ? t.fieldSize : 60;
  const finishes = new Map<number, string>();
  if ('results' in t && Array.isArray(t.results)) {
    for (const result of t.results) {
      if (isResult(result)) finishes.set(result.accountId, result.finishPosition);
    }
  }
  return {
    id: t.id,
    name,
    startDate: t.startDate,
    endDate,
    fieldSize,
    isPast: t.isPast,
    eventTypeId: t.eventTypeId,
    isTeamEvent,
    url,
    entrants: t.entrantAccountIds,
    finishes,
  };
}

function isResult(value: unknown): value is { accountId: number; finishPosition: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'accountId' in value &&
    typeof value.accountId === 'number' &&
    'finishPosition' in value &&
    typeof value.finishPosition === 'string'
  );
}

function genericEventName(eventTypeId: number): string {
  if (eventTypeId === 10) return 'Qualifier';
  if (eventTypeId === 11) return 'Match Play Championship';
  return 'Invitational';
}

// ------------------------------------------------------------------------------------------------
// News.
// ------------------------------------------------------------------------------------------------

function addNews(
  tables: Tables,
  rng: Rng,
  today: string,
  player: SeedPlayer,
  events: Array<EventFacts>,
  scores: Scores,
): void {
  const id = player.accountId;
  const stories = candidateStories(rng, today, player, events, scores);
  const count = KEY_NEWS_COUNT[id] ?? rng.int(1, 4);
  const chosen = [...stories.essential, ...rng.shuffle(stories.optional)]
    .filter((story, index, list) => list.findIndex((s) => s.header === story.header) === index)
    .slice(0, count)
    .sort((a, b) => b.date.localeCompare(a.date) || a.header.localeCompare(b.header));
  const plans = KEY_MEDIA_PLANS[id];
  chosen.forEach((story, index) => {
    const newsId = tables.newsItems.length + 1;
    const plan = plans ? (plans[index] ?? {}) : randomPlan(rng);
    const cover = plan.cover ? photoUrl(rng.pick(DEMO_PHOTOS).slug) : null;
    tables.newsItems.push({
      id: newsId,
      accountId: id,
      header: story.header,
      body: story.body,
      publishedAt: `${story.date}T${pad(rng.int(12, 23))}:${pad(rng.int(0, 59))}:00Z`,
      coverPhotoUrl: cover,
    });
    mediaFor(rng, plan, story).forEach((media, position) => {
      tables.newsItemMedia.push({
        id: tables.newsItemMedia.length + 1,
        newsItemId: newsId,
        ...media,
        position,
      });
    });
  });
}

function randomPlan(rng: Rng): MediaPlan {
  const roll = rng.next();
  if (roll < 0.3) return { cover: true, link: rng.chance(0.3) };
  if (roll < 0.5) return { images: rng.int(2, 4) };
  if (roll < 0.7)
    return {
      link: true,
      youtube: rng.chance(0.6) ? [rng.pick(['watch', 'shorts', 'short-link'] as const)] : [],
    };
  if (roll < 0.8) return { videos: 1 };
  return {};
}

function mediaFor(rng: Rng, plan: MediaPlan, story: Story): Array<Media> {
  const media: Array<Media> = [];
  for (const photo of rng.shuffle(DEMO_PHOTOS).slice(0, plan.images ?? 0)) {
    media.push({ kind: 'image', url: photoUrl(photo.slug), label: photo.caption });
  }
  if (plan.link) {
    media.push(
      story.link
        ? { kind: 'link', url: story.link.url, label: story.link.label }
        : {
            kind: 'link',
            url: 'https://www.juniorgolfscoreboard.com/rankings',
            label: 'Junior Golf Scoreboard rankings',
          },
    );
  }
  for (const style of plan.youtube ?? []) media.push(youtubeLink(rng, style));
  for (const clip of rng.shuffle(SWING_CLIPS).slice(0, plan.videos ?? 0)) {
    media.push({ kind: 'video', url: swingVideoUrl(clip.n), label: clip.title });
  }
  return media;
}

/** A YouTube link in one of the shapes the article dialog embeds (its label holds the address). */
function youtubeLink(rng: Rng, style: 'watch' | 'shorts' | 'short-link' | 'labelled'): Media {
  const id = youtubeId(rng);
  const url =
    style === 'shorts'
      ? `https://www.youtube.com/shorts/${id}`
      : style === 'short-link'
        ? `https://youtu.be/${id}`
        : `https://www.youtube.com/watch?v=${id}`;
  const label = style === 'labelled' ? `Final-round highlights: ${url}` : url;
  return { kind: 'link', url, label };
}

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function youtubeId(rng: Rng): string {
  return Array.from({ length: 11 }, () => rng.pick([...YOUTUBE_ALPHABET])).join('');
}

type Candidates = { essential: Array<Story>; optional: Array<Story> };

function candidateStories(
  rng: Rng,
  today: string,
  player: SeedPlayer,
  events: Array<EventFacts>,
  scores: Scores,
): Candidates {
  const id = player.accountId;
  const row = DEMO_PLAYERS[id - 1];
  const results = events
    .filter((e) => e.isPast && e.finishes.has(id) && e.endDate < today)
    .map((e) => ({ event: e, label: e.finishes.get(id) ?? '' }))
    .filter(
      ({ event, label }) =>
        event.fieldSize >= 20 &&
        positionOf(label) <= NEWSWORTHY[event.eventTypeId === 11 ? 11 : event.eventTypeId === 10 ? 10 : 3],
    )
    .sort(
      (a, b) => positionOf(a.label) - positionOf(b.label) || b.event.endDate.localeCompare(a.event.endDate),
    )
    // One story per event name: the best of its editions.
    .filter(({ event }, index, list) => list.findIndex((x) => x.event.name === event.name) === index);
  const resultStories = results
    .slice(0, id in KEY_NEWS_COUNT ? 4 : 2)
    .map(({ event, label }) =>
      resultStory(rng, today, event, label, scores.byEntry.get(entryKey(id, event.id)) ?? []),
    );
  const upcoming = events.filter((e) => !e.isPast && e.entrants.includes(id)).slice(0, 5);
  const schedule = upcoming.length > 0 ? [scheduleStory(rng, today, upcoming)] : [];
  const commitments =
    row?.stage === 'high-school' && row.yearsLeft <= 1
      ? commitmentStories(rng, today, id, row.yearsLeft)
      : [];
  const optional: Array<Story> = [
    ...personalBestStory(rng, today, id, scores),
    swingStory(rng, today),
    academicStory(rng, today, row?.stage !== 'high-school'),
    trainingStory(rng, today),
  ];
  if (row && row.stage !== 'high-school') optional.push(honorStory(rng, today, row.school));
  // The showcase accounts lead with their commitment, schedule and results; others get a random mix.
  if (id in KEY_NEWS_COUNT) return { essential: [...commitments, ...schedule, ...resultStories], optional };
  return { essential: [], optional: [...optional, ...commitments, ...schedule, ...resultStories] };
}

function resultStory(rng: Rng, today: string, event: EventFacts, label: string, rounds: EventRounds): Story {
  const position = positionOf(label);
  const date = clampToPast(isoDay(addDays(parseISO(event.endDate), rng.int(1, 3))), today);
  const link = event.url ? { label: `${event.name} — results`, url: event.url } : null;
  const thanks = rng.pick([
    'Thank you to my coaches and my family for all the early mornings.',
    'Grateful for my teammates and everyone who came out to watch.',
    'Big thanks to my caddie (my dad) for keeping me patient all week.',
  ]);
  if (event.eventTypeId === 10) {
    const championship = event.name.includes(' Qualifier — ') ? event.name.split(' Qualifier')[0] : null;
    return {
      header: championship
        ? `Qualified for the ${championship}!`
        : `${position === 1 ? 'Medalist' : 'Qualified'} at the ${event.name}`,
      body: `Earned one of the spots at the ${event.name}.\n\nEvery shot counts in a one-day qualifier and I stayed patient all day.\n\n${thanks}`,
      date,
      link,
    };
  }
  if (event.eventTypeId === 11) {
    const stage =
      position === 1
        ? 'Champion'
        : position === 2
          ? 'Runner-up'
          : position <= 4
            ? 'Semifinalist'
            : 'Quarterfinalist';
    const days = new Set(rounds.map((r) => r.playedOn)).size;
    const matches =
      rounds.length > 0
        ? `${countText(rounds.length, 'match', 'matches')} in ${countText(days, 'day', 'days')}`
        : 'every day';
    return {
      header: `${stage} at the ${event.name}`,
      body: `Match play is a different game: ${matches}.\n\n${position === 1 ? 'Won the final, and the trophy is on the shelf.' : 'Learned a lot about closing out matches.'}\n\n${thanks}`,
      date,
      link,
    };
  }
  const header =
    position === 1
      ? `Won the ${event.name}`
      : position <= 10
        ? `${label.startsWith('T') ? label : ordinal(position)} at the ${event.name}`
        : `Top-20 finish at the ${event.name}`;
  const team = event.isTeamEvent ? '\n\nProud of how our team stuck together all week.' : '';
  const final = rounds.find((r) => r.isFinalRound) ?? rounds.at(-1);
  const closing = final
    ? ` I closed with ${aScore(final.score)} and hit ${countText(final.greens, 'green', 'greens')} in regulation in the final round.`
    : '';
  return {
    header,
    body: `${position === 1 ? 'A win to remember!' : 'Really happy with how I competed this week.'}${closing}${team}\n\n${thanks}`,
    date,
    link,
  };
}

function scheduleStory(rng: Rng, today: string, upcoming: Array<EventFacts>): Story {
  const lines = upcoming.map((e) => `• ${e.name} — ${format(parseISO(e.startDate), 'MMMM d')}`);
  const withUrl = upcoming.find((e) => e.url);
  return {
    header: 'My schedule for the coming months',
    body: `Here is where I'll be playing next:\n\n${lines.join('\n')}\n\nCoaches are welcome to come out and watch. Tee times are posted the week of each event.`,
    date: clampToPast(isoDay(addDays(parseISO(today), -rng.int(3, 20))), today),
    link: withUrl?.url ? { label: `${withUrl.name} — event website`, url: withUrl.url } : null,
  };
}

/**
 * "New personal best" only for a stored round strictly better than every earlier completed round of
 * the player with the same number of holes (round-facts.ts), posted the day after it.
 */
function personalBestStory(rng: Rng, today: string, accountId: number, scores: Scores): Array<Story> {
  const yesterday = isoDay(addDays(parseISO(today), -1));
  const oldest = isoDay(addDays(parseISO(today), -420));
  const records = personalBests(scores.facts, accountId, 18, PERSONAL_BEST_AFTER).filter(
    (r) => r.playedOn >= oldest && r.playedOn < yesterday,
  );
  if (records.length === 0) return [];
  const round = rng.pick(records);
  const event = round.tournamentId === null ? undefined : scores.eventNames.get(round.tournamentId);
  const where = event
    ? `in round ${round.roundNumber} of the ${event}`
    : 'in a practice round with my team this week';
  const birdies = countText(round.birdies, 'birdie', 'birdies');
  return [
    {
      header: `New personal best: ${round.score}`,
      body: `Shot ${round.score} ${where}, ${toParText(round.score, round.par)}.\n\n${birdies[0]?.toUpperCase()}${birdies.slice(1)}, and the putter finally cooperated.\n\n${event ? 'Best of all, it counted.' : 'Now to do it in a tournament.'}`,
      date: isoDay(addDays(parseISO(round.playedOn), 1)),
      link: null,
    },
  ];
}

function swingStory(rng: Rng, today: string): Story {
  return {
    header: rng.pick([
      'Swing update: working on my transition',
      'Off-season swing work',
      'New driver, new numbers',
    ]),
    body: `Spent the last few weeks on ${rng.pick(['my takeaway', 'hip rotation', 'shallowing the club', 'ball position with the driver'])}.\n\nThe swing feels faster and my dispersion is tighter.\n\nVideo below — feedback welcome.`,
    date: recentDate(rng, today, 10, 360),
    link: null,
  };
}

function academicStory(rng: Rng, today: string, college: boolean): Story {
  const header = college
    ? rng.pick(["Named to the Dean's List", 'Academic All-Conference honors', 'Scholar-athlete award'])
    : rng.pick([
        'Honor roll again this semester',
        'Inducted into the National Honor Society',
        'AP Scholar with Distinction',
      ]);
  return {
    header,
    body: `${college ? 'Balancing travel and classes takes planning.' : 'School comes first in our house.'} Proud of this one.\n\nThank you to my teachers for working with my tournament schedule.`,
    date: recentDate(rng, today, 30, 540),
    link: null,
  };
}

const TRAINING_STORIES: ReadonlyArray<{ header: string; body: string }> = [
  {
    header: 'Giving back at our junior clinic',
    body: 'Spent Saturday morning helping at the junior clinic at my home course.\n\nForty kids, a lot of plastic balls and plenty of smiles.',
  },
  {
    header: 'Off-season training block',
    body: 'Six weeks in the gym with a focus on mobility and speed.\n\nSquat is up, and so is ball speed with the driver.',
  },
  {
    header: 'Season recap',
    body: 'Looking back on the season: steadier rounds and fewer big numbers.\n\nThe biggest change was my wedge game from 50 to 100 yards.\n\nGoals for next season are on my resume.',
  },
];

function trainingStory(rng: Rng, today: string): Story {
  return { ...rng.pick(TRAINING_STORIES), date: recentDate(rng, today, 15, 600), link: null };
}

function honorStory(rng: Rng, today: string, school: string): Story {
  const org = organizationByShort(school);
  return {
    header: rng.pick([
      'Second-team All-Conference',
      'Named team captain for next season',
      'Player of the Week',
    ]),
    body: `Honored to be recognized by ${schoolName(school)} and the conference.\n\nThis belongs to the whole team — we push each other every day.`,
    date: recentDate(rng, today, 40, 500),
    link: org
      ? {
          label: `${org.name} Athletics`,
          url: `https://www.${org.short.replace(/-/g, '')}athletics.com/golf`,
        }
      : null,
  };
}

/** A junior's verbal commitment, and for a senior the signing day the November after it. */
function commitmentStories(rng: Rng, today: string, accountId: number, yearsLeft: number): Array<Story> {
  const college = schoolName(accountId === 2 ? 'lakeside-u' : rng.pick(COLLEGE_CHOICES));
  const commitDate = recentDate(rng, today, yearsLeft === 0 ? 300 : 60, yearsLeft === 0 ? 380 : 200);
  const stories: Array<Story> = [
    {
      header: `Verbally committed to ${college}!`,
      body: `I'm excited to announce my verbal commitment to continue my academic and athletic career at ${college}.\n\nThank you to my family, my coaches and everyone who helped me along the way.\n\nCan't wait to get started!`,
      date: commitDate,
      link: null,
    },
  ];
  const graduation = schoolCalendar(accountId, today)?.highSchoolEnd;
  const signing = graduation ? `${Number(graduation.slice(0, 4)) - 1}-11-${pad(rng.int(10, 14))}` : null;
  if (yearsLeft === 0 && signing && signing < today && signing > commitDate) {
    stories.push({
      header: `Signing day: officially joining ${college}`,
      body: `Signed my National Letter of Intent today.\n\nFour more years of golf and school — the best of both.`,
      date: signing,
      link: null,
    });
  }
  return stories;
}

function recentDate(rng: Rng, today: string, minDays: number, maxDays: number): string {
  return isoDay(addDays(parseISO(today), -rng.int(minDays, maxDays)));
}

/** News is never dated in the future: at latest the day before the anchor date. */
function clampToPast(date: string, today: string): string {
  const yesterday = isoDay(addDays(parseISO(today), -1));
  return date < yesterday ? date : yesterday;
}

// ------------------------------------------------------------------------------------------------
// Gallery and swing videos.
// ------------------------------------------------------------------------------------------------

function addGallery(tables: Tables, rng: Rng, accountId: number): void {
  const count = KEY_GALLERY_COUNT[accountId] ?? rng.int(2, 6);
  const featured = accountId in KEY_GALLERY_COUNT ? 4 : rng.int(0, 2);
  rng
    .shuffle(DEMO_PHOTOS)
    .slice(0, count)
    .forEach((photo, position) => {
      tables.galleryMedia.push({
        id: tables.galleryMedia.length + 1,
        accountId,
        mediaType: 'Image',
        url: photoUrl(photo.slug),
        caption: photo.caption,
        width: 1200,
        height: 800,
        isFeatured: position < featured,
        position,
      });
    });
}

function addSwingVideos(tables: Tables, rng: Rng, today: string, accountId: number): void {
  const count = KEY_SWING_COUNT[accountId] ?? rng.int(1, 3);
  rng
    .shuffle(SWING_CLIPS)
    .slice(0, count)
    .forEach((clip, position) => {
      tables.swingVideos.push({
        id: tables.swingVideos.length + 1,
        accountId,
        url: swingVideoUrl(clip.n),
        posterUrl: swingPosterUrl(clip.n),
        title: clip.title,
        recordedOn: recentDate(rng, today, 7, 330),
        position,
      });
    });
}

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
