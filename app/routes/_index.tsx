import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useLoaderData } from '@remix-run/react';
import { TopNav } from '~/components/marketing/top-nav';
import { Button, buttonClassName } from '~/components/ui/button';
import { ArrowRightIcon, ExternalIcon, SearchIcon } from '~/components/ui/icons';
import { defaultChildRedirect } from '~/server/profile.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  // spec 1 §2: a player's custom URL serves the profile at its root.
  if (context.host?.kind === 'custom') throw await defaultChildRedirect(request, context, undefined);
  return {
    productName: context.config.PRODUCT_NAME,
    providerWebsiteUrl: context.config.PROVIDER_WEBSITE_URL,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.productName ?? 'Home' },
  {
    name: 'description',
    content: 'Golf performance analytics and recruiting profiles for players, coaches and college programs.',
  },
];

const AUDIENCES = [
  {
    id: 'who-is-it-for',
    eyebrow: 'Who is it for',
    title: 'Junior and college golfers',
    text: 'Every round you log in the app becomes scoring, driving, approach and putting trends you can share.',
  },
  {
    id: 'player-features',
    eyebrow: 'Player features',
    title: 'A recruiting profile that works',
    text: 'A public profile with your schedule, results, resume and performance charts, ready to send to a coach.',
  },
  {
    id: 'coach-features',
    eyebrow: 'Coach features',
    title: 'Compare recruits side by side',
    text: 'Strokes, standards and strengths for each player, and a compare report to download between rounds.',
  },
];

/**
 * spec 1 §2 main (home) page. The full-height embedded front page and its resize rule replace the hero
 * in a later issue; the search bar above it stays.
 */
export default function Home() {
  const { productName, providerWebsiteUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="home">
        <section className="home-hero" aria-labelledby="home-title">
          <div className="home-hero__inner">
            <div className="home-hero__copy">
              <p className="home-hero__eyebrow">Golf performance and recruiting</p>
              <h1 className="home-hero__title" id="home-title">
                Every round, measured. <span>Every recruit, in view.</span>
              </h1>
              <p className="home-hero__lead">
                Players turn their rounds into analytics and a public recruiting profile. Coaches find, follow
                and compare the players who fit their program.
              </p>
              <Form method="get" action="/golf/search" className="home-search" role="search">
                <label htmlFor="home-search-q" className="sr-only">
                  Search players and teams
                </label>
                <SearchIcon className="home-search__icon" />
                <input
                  id="home-search-q"
                  name="q"
                  type="search"
                  placeholder="Players or teams"
                  autoComplete="off"
                  className="home-search__input"
                />
                <button
                  type="submit"
                  className={buttonClassName({ variant: 'primary' }, 'home-search__submit')}
                >
                  Search
                </button>
              </Form>
              <div className="home-hero__actions">
                <Button to="/golf/search" variant="ghost" className="home-hero__link">
                  Browse all players <ArrowRightIcon size={18} />
                </Button>
                <Button
                  to={providerWebsiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="ghost"
                  className="home-hero__link"
                >
                  Visit our website <ExternalIcon size={16} />
                </Button>
              </div>
            </div>
            <div className="home-hero__art" aria-hidden="true">
              <img src="/images/stock-golfer.svg" alt="" width={480} height={320} />
            </div>
          </div>
        </section>
        <section className="home-features" aria-label="What it does">
          <div className="home-features__inner">
            {AUDIENCES.map((audience) => (
              <article key={audience.id} id={audience.id} className="card home-feature">
                <p className="home-feature__eyebrow">{audience.eyebrow}</p>
                <h2 className="home-feature__title">{audience.title}</h2>
                <p className="home-feature__text">{audience.text}</p>
              </article>
            ))}
          </div>
        </section>
      </main>
    </>
  );
}
