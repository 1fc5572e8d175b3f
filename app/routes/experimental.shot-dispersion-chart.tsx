import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { ShotDispersionPage } from '~/components/experimental/shot-dispersion-page';
import { experimentalStylesheet } from '~/components/experimental/stylesheet';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { canViewProfile, hasPlayerAccess, isFeatureVisible } from '~/domain/access/access';
import { FEATURE_IDS } from '~/domain/access/features';
import { fullName } from '~/domain/accounts/names';
import { dispersionSummary, pinOffset } from '~/domain/stats/dispersion';
import { requireNonProduction } from '~/routes/experimental.server';
import { requestViewer } from '~/server/guards.server';
import { approachShotsOf } from '~db/queries/shot-dispersion';

export const links: LinksFunction = () => [experimentalStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Shot dispersion (experimental)'),
    'An experimental chart of shot dispersion.',
  );

// The demo data's showcase player.
const DEMO_USERNAME = 'jordan-reyes';

const paramsSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/)
    .catch(DEMO_USERNAME),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireNonProduction(context.config);
  const { username } = paramsSchema.parse({
    username: new URL(request.url).searchParams.get('username') ?? DEMO_USERNAME,
  });
  const [viewer, source] = await Promise.all([
    requestViewer(request, context),
    approachShotsOf(context.db, context.shards, username),
  ]);
  const nobody = { username, player: null, hidden: false, points: [], summary: null };
  if (source === null) return nobody;
  const { player } = source;
  const access = hasPlayerAccess(viewer, player);
  // A private website answers exactly like an unknown username: the page tells no one who exists.
  if (!canViewProfile(player.settings, access)) return nobody;
  const shown = { fullName: fullName(player) };
  // Shot-level data is the round assessment's (spec 1 §6): shown only where that feature is visible.
  if (!isFeatureVisible(FEATURE_IDS['data-analysis'], player.settings, access)) {
    return { username, player: shown, hidden: true, points: [], summary: null };
  }
  const points = source.shots.flatMap((shot) => {
    const offset = pinOffset(
      [shot.startLongitude, shot.startLatitude],
      [shot.endLongitude, shot.endLatitude],
      [shot.pinLongitude, shot.pinLatitude],
    );
    return offset ? [{ ...offset, endLie: shot.endLie }] : [];
  });
  return { username, player: shown, hidden: false, points, summary: dispersionSummary(points) };
}

export default function ShotDispersionChart() {
  return <ShotDispersionPage {...useLoaderData<typeof loader>()} />;
}
