import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { TopNav } from '~/components/marketing/top-nav';
import { Button } from '~/components/ui/button';
import { SectionSkipLinks } from '~/components/ui/section-skip-links';
import { profileHref } from '~/domain/hosts/hosts';
import type { DashboardPageData } from '~/domain/stats/dashboard-view';
import { DashboardView } from './dashboard-view';
import { DASHBOARD_SECTIONS } from './sections';

/** spec 3 §2.1 the signed-in player's dashboard: the header band, then the Performance and Assessment view. */
export function DashboardScreen({
  page,
  username,
  productName,
  message,
  handicap,
  myRounds,
}: {
  page: DashboardPageData;
  username: string;
  productName: string;
  /** A refused post's message. */
  message: string | null;
  /** Decision 102: the player's Handicap Index, under the header band. */
  handicap: ReactNode;
  /** spec 3 §2.1: the My Rounds section, below Round Assessment. */
  myRounds: ReactNode;
}) {
  const host = useHostRule();
  return (
    <>
      <TopNav productName={productName} signedIn />
      <main id="main" className="dash-page">
        {page.enoughData ? (
          <SectionSkipLinks
            label="Dashboard sections"
            sections={[
              { id: DASHBOARD_SECTIONS.performance, title: 'Player Performance' },
              { id: DASHBOARD_SECTIONS.assessment, title: 'Round Assessment' },
              { id: DASHBOARD_SECTIONS.myRounds, title: 'My Rounds' },
            ]}
          />
        ) : null}
        <div className="dash-page__band">
          <div>
            <p className="eyebrow dash-page__eyebrow">Dashboard</p>
            <h1 className="dash-page__title">{page.playerName}</h1>
          </div>
          <nav className="dash-page__links" aria-label="Account">
            <Link to={profileHref(host, username)}>Your profile</Link>
            <Link to="/dashboard/settings">Settings</Link>
            <Form method="post" action="/auth/logout">
              <Button type="submit" variant="secondary" size="sm">
                Sign out
              </Button>
            </Form>
          </nav>
        </div>
        {message ? (
          <p className="form-error dash-page__error" role="alert">
            {message}
          </p>
        ) : null}
        {handicap ? <div className="dash-page__handicap">{handicap}</div> : null}
        <DashboardView page={page} />
        {page.enoughData ? myRounds : null}
      </main>
    </>
  );
}
