import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { HandicapCard, hasHandicapCard } from '~/components/handicap/handicap-card';
import { PackedJson, pack, usePacked } from '~/components/layout/packed-data';
import { profileChildMeta } from '~/components/layout/page-title';
import { AboutCard } from '~/components/summary/about-card';
import { PastTournaments } from '~/components/summary/past-tournaments';
import { PerformanceTrends } from '~/components/summary/performance-trends';
import { UpcomingEvents } from '~/components/summary/upcoming-events';
import { Card } from '~/components/ui/card';
import { GalleryCarousel } from '~/components/widgets/gallery-carousel';
import { NewsCards } from '~/components/widgets/news-cards';
import { SwingVideoCarousel } from '~/components/widgets/swing-video-carousel';
import { aboutView, eventView, newsView, trendSetsData } from '~/domain/access/profile-views';
import { formatLongDate, utcDay } from '~/domain/calendar/dates';
import { SUMMARY_UPCOMING_ROWS, showsStockPhoto, summarySections } from '~/domain/content/summary';
import { handicapView } from '~/domain/handicap/handicap-view';
import { profileHref } from '~/domain/hosts/hosts';
import { showsTrendCharts } from '~/domain/stats/chart-sets';
import { chosenStandard, preferencesFromStored } from '~/domain/stats/dashboard-preferences';
import { summaryRangeOption } from '~/domain/stats/summary-range';
import { parseSummaryRange } from '~/domain/stats/summary-range-schema';
import { expandTrendSets } from '~/domain/stats/trend-set-data';
import { readWithPlayerRounds, requireProfileFeature } from '~/routes/player.$username.server';
import { galleryQuery, newsMediaQuery, newsQuery, swingVideosQuery, withMedia } from '~db/queries/content';
import { dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';
import { handicapClaimQuery, handicapRecordQuery } from '~db/queries/handicap';
import { flagCountsOfLists, roundFlagCountsQuery } from '~db/queries/hole-stats';
import { aboutQuery } from '~db/queries/profile';
import { roundScoresQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Summary');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player, visible } = await requireProfileFeature(request, context, params.username, 'summary');
  // spec 3 §2.4: the Performance Trends range the visitor chose (Last 24 Months until then).
  const query = new URL(request.url).searchParams;
  const parsed = parseSummaryRange(query);
  if (!parsed.ok) throw new Response(parsed.message, { status: 400 });
  const { db } = context;
  const now = new Date();
  const today = utcDay(now);
  const chosen = summaryRangeOption(parsed.query, today);
  // A Rounds period (or All Time) has no days: every round is read and the sets take the last N.
  const range = chosen.range;
  const days = range === null ? null : { from: range.start, to: range.end };
  const id = player.accountId;
  // The directory's rows and the player's rounds on their shard (decision 119), sent at once.
  const [
    [about, preferences, featured, upcoming, gallery, videos, news, newsMedia, handicapClaim],
    [chartRounds, chartFlags, eventRounds, handicapRows],
  ] = await readWithPlayerRounds(
    context,
    player,
    [
      aboutQuery(db, id),
      dashboardPreferencesQuery(db, id),
      tournamentEntriesQuery(db, id, { when: 'past', today, featuredOnly: true }),
      tournamentEntriesQuery(db, id, { when: 'upcoming', today, limit: SUMMARY_UPCOMING_ROWS }),
      galleryQuery(db, id, { featuredOnly: true }),
      swingVideosQuery(db, id),
      newsQuery(db, id),
      newsMediaQuery(db, id),
      handicapClaimQuery(db, id),
    ] as const,
    (shard) =>
      [
        roundScoresQuery(shard, id, days ?? {}),
        roundFlagCountsQuery(shard, id, days),
        // The featured events are the directory's (tournament entries): their rounds are picked below.
        roundScoresQuery(shard, id, { tournaments: 'any' }),
        handicapRecordQuery(shard, id),
      ] as const,
  );
  const featuredIds = new Set(featured.map((entry) => entry.tournamentId));
  const featuredRounds = eventRounds.filter(
    (round) => round.tournamentId !== null && featuredIds.has(round.tournamentId),
  );
  // spec 3 §3 spiderCharts: measured against the standard the player chose on their dashboard.
  const standard = chosenStandard(preferencesFromStored(preferences[0]));
  // Only the rounds of the chart sets (at most 40 of the range's) are read, summed per set.
  const flagLists = new Map(chartFlags.map((row) => [row.roundId, row.counts]));
  const countsOf = (roundIds: ReadonlyArray<number>) =>
    flagCountsOfLists(roundIds.flatMap((roundId) => flagLists.get(roundId) ?? []));
  const trends = trendSetsData(chartRounds, range, { standard, countsOf }, chosen.rounds);
  const aboutInfo = aboutView(about[0] ?? null, now);
  const pastTournaments = featured.map((entry) => eventView(entry, featuredRounds));
  const showCharts = showsTrendCharts(trends.sets);
  // The card stays (with its selector) when a chosen range has too few rounds, so the visitor can
  // choose another; the player's plain summary shows it only with charts (spec 1 §9).
  const rangeChosen = parsed.query.range !== null;
  const href = (child: string) => profileHref(context.host, player.username, child);
  const sections = summarySections(visible);
  return pack(
    {
      fullName: player.fullName,
      imgUrl: player.imgUrl,
      about: aboutInfo,
      resumeHref: sections.resumeLink ? href('resume') : null,
      scheduleHref: sections.schedule ? href('schedule/0') : null,
      statsHref: sections.statsLink ? href('stats') : null,
      trends:
        showCharts || rangeChosen
          ? {
              range: chosen,
              today,
              standardName: standard.name,
              sets: showCharts ? trends : { rounds: [], sets: [] },
            }
          : null,
      pastTournaments,
      upcoming: sections.schedule ? upcoming.map((entry) => eventView(entry, [])) : [],
      gallery,
      videos: sections.videos
        ? videos.map((v) => ({ ...v, recorded: v.recordedOn ? formatLongDate(v.recordedOn) : null }))
        : [],
      news: withMedia(news, newsMedia).map(newsView),
      // Decision 102: the summary feature shows the Handicap Index with its scoring record.
      handicap: handicapView(handicapRows, handicapClaim[0]?.claim ?? null),
      showStockPhoto: showsStockPhoto({
        pastTournaments: pastTournaments.length,
        showsCharts: showCharts,
        about: aboutInfo.about,
      }),
    },
    { inDocument: !context.dataRequest },
  );
}

/**
 * spec 1 §2 public profile dashboard. Left: About, Performance Trends, Past Tournaments. Right:
 * Upcoming Events, gallery, Swing Videos, Recent News. Each section is left out when it is empty.
 */
export default function PlayerSummary() {
  const packed = useLoaderData<typeof loader>();
  const data = usePacked(packed);
  const trendData = data.trends?.sets;
  // The bars and details rows of each chart set, from its rounds sent once (stats/trend-set-data.ts).
  const trendSets = useMemo(() => (trendData ? expandTrendSets(trendData) : []), [trendData]);
  const hasSide =
    hasHandicapCard(data.handicap) ||
    data.upcoming.length + data.gallery.length + data.videos.length + data.news.length > 0;
  return (
    <div className="summary" data-side={hasSide}>
      <PackedJson packed={packed} />
      <div className="summary__column summary__column--main">
        <AboutCard
          fullName={data.fullName}
          imgUrl={data.imgUrl}
          about={data.about}
          resumeHref={data.resumeHref}
          showStockPhoto={data.showStockPhoto}
        />
        {data.trends ? (
          <PerformanceTrends
            range={data.trends.range}
            today={data.trends.today}
            standardName={data.trends.standardName}
            sets={trendSets}
            statsHref={data.statsHref}
          />
        ) : null}
        {data.pastTournaments.length > 0 ? <PastTournaments events={data.pastTournaments} /> : null}
      </div>
      <div className="summary__column summary__column--side">
        <HandicapCard view={data.handicap} />
        {data.upcoming.length > 0 ? (
          <UpcomingEvents events={data.upcoming} scheduleHref={data.scheduleHref} />
        ) : null}
        {data.gallery.length > 0 ? (
          <Card title="Gallery" className="media-card">
            <GalleryCarousel images={data.gallery} />
          </Card>
        ) : null}
        {data.videos.length > 0 ? (
          <Card title="Swing Videos" className="media-card">
            <SwingVideoCarousel videos={data.videos} />
          </Card>
        ) : null}
        {data.news.length > 0 ? (
          <Card title="Recent News">
            <NewsCards items={data.news} />
          </Card>
        ) : null}
      </div>
    </div>
  );
}
