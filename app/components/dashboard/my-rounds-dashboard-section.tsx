import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useState } from 'react';
import { MyRoundsSection } from '~/components/my-rounds/my-rounds-section';
import { ChevronDownIcon } from '~/components/ui/icons';
import type { MyRoundsData } from '~/domain/rounds/my-rounds-view';

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
            <MyRoundsSection
              username={username}
              data={data}
              defaultGrouping="Course"
              variant="my-rounds"
              viewShotsHref={viewShotsHref}
            />
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
