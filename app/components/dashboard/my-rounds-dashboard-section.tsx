import * as Collapsible from '@radix-ui/react-collapsible';
import { lazy, Suspense, useId, useState } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/skeleton';
import type { MyRoundsData } from '~/domain/rounds/my-rounds-view';

// Below the fold of the dashboard: the server renders it in the document, and its code (scorecard,
// round list, search) is fetched after the page's own, then hydrates this section.
const MyRoundsSection = lazy(() =>
  import('~/components/my-rounds/my-rounds-section').then((module) => ({ default: module.MyRoundsSection })),
);

/** spec 3 §2.1 My Rounds on the dashboard (collapsible; a map plus a scorecard), below Round Assessment. */
export function MyRoundsDashboardSection({
  username,
  data,
  viewShotsHref,
}: {
  username: string;
  data: MyRoundsData;
  viewShotsHref: string;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section className="card dash-section" aria-labelledby={headingId}>
        <header className="dash-section__header">
          <h2 className="card__title" id={headingId}>
            My Rounds
          </h2>
          <Collapsible.Trigger
            className="dash-collapse"
            aria-label={open ? 'Collapse My Rounds' : 'Expand My Rounds'}
          >
            <ChevronDownIcon size={18} />
          </Collapsible.Trigger>
        </header>
        <Collapsible.Content className="dash-section__body">
          {data.history.length === 0 ? (
            <p className="dash-state">Log rounds in the mobile app to see their shots here.</p>
          ) : (
            <Suspense fallback={<Skeleton height="24rem" />}>
              <MyRoundsSection
                username={username}
                data={data}
                defaultGrouping="Course"
                variant="my-rounds"
                viewShotsHref={viewShotsHref}
              />
            </Suspense>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
