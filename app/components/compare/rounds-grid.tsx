import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ExternalIcon } from '~/components/ui/icons';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import {
  isRoundsGridPage,
  ROUNDS_GRID_COLUMNS,
  ROUNDS_GRID_TITLE,
  type RoundsGridPage,
  roundsGridError,
  roundsGridHoleError,
  roundsGridUrl,
  tournamentHref,
} from '~/domain/stats/rounds-grid';

type RoundsGridProps = { username: string; roundIds: Array<number>; holes: 9 | 18 };

type Load =
  | { status: 'loading'; shown: RoundsGridPage | null }
  | { status: 'loaded'; shown: RoundsGridPage }
  | { status: 'error'; message: string };

/**
 * spec 2 §2 Rounds tab: the selected rounds in a grid titled Round Averages, paged by the server 10 at
 * a time (spec 2 §9), read from the rounds API; the API's error text shows in place of the rows.
 */
export function RoundsGrid({ username, roundIds, holes }: RoundsGridProps) {
  const idsKey = roundIds.join(',');
  // Another selection starts again at its first page.
  const selection = `${username}|${holes}|${idsKey}`;
  const [paging, setPaging] = useState({ selection, page: 1 });
  const page = paging.selection === selection ? paging.page : 1;
  const holeError = roundsGridHoleError(holes);
  const [load, setLoad] = useState<Load>({ status: 'loading', shown: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the selection's ids.
  useEffect(() => {
    if (holeError !== null || roundIds.length === 0) return;
    const controller = new AbortController();
    setLoad((previous) => ({
      status: 'loading',
      shown: previous.status === 'error' ? null : previous.shown,
    }));
    fetch(roundsGridUrl(username, roundIds, holes, page), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok)
          return setLoad({ status: 'error', message: roundsGridError(response.status, body) });
        if (!isRoundsGridPage(body)) {
          return setLoad({ status: 'error', message: roundsGridError(response.status, null) });
        }
        setLoad({ status: 'loaded', shown: body });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: 'error',
          message:
            error instanceof TypeError
              ? 'The rounds could not be loaded: you may be offline.'
              : String(error),
        });
      });
    return () => controller.abort();
  }, [username, idsKey, holes, page, holeError]);

  const headingId = `rounds-grid-${holes}-title`;
  return (
    <section className="card rounds-grid" aria-labelledby={headingId}>
      <h3 id={headingId} className="rounds-grid__title">
        {ROUNDS_GRID_TITLE}
      </h3>
      <GridBody
        holeError={holeError}
        empty={roundIds.length === 0}
        load={load}
        onPage={(next) => setPaging({ selection, page: next })}
        caption={`${ROUNDS_GRID_TITLE}: the selected ${holes}-hole rounds`}
      />
    </section>
  );
}

function GridBody({
  holeError,
  empty,
  load,
  onPage,
  caption,
}: {
  holeError: string | null;
  empty: boolean;
  load: Load;
  onPage: (page: number) => void;
  caption: string;
}) {
  if (holeError !== null) return <GridError message={holeError} />;
  if (empty) return <p className="rounds-grid__empty">No rounds are selected.</p>;
  if (load.status === 'error') return <GridError message={load.message} />;
  const { shown } = load;
  if (shown === null) {
    return (
      <div className="rounds-grid__skeleton" aria-busy="true">
        <Spinner size="sm" label="Loading rounds" />
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
          <Skeleton key={index} height="1.75rem" />
        ))}
      </div>
    );
  }
  const busy = load.status === 'loading';
  if (shown.total === 0) return <p className="rounds-grid__empty">No rounds match this selection.</p>;
  return (
    <>
      <ScrollRegion label={caption} className="table-scroll rounds-grid__scroll" aria-busy={busy} wide>
        <table className="data-table rounds-grid__table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {ROUNDS_GRID_COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'num' : undefined}
                  data-column={column.key}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <tr key={row.roundId}>
                {ROUNDS_GRID_COLUMNS.map((column) => {
                  const href = column.key === 'tournament' ? tournamentHref(row.tournamentURL) : null;
                  return (
                    <td
                      key={column.key}
                      className={column.numeric ? 'num' : undefined}
                      data-column={column.key}
                    >
                      {href ? (
                        <a href={href} target="_blank" rel="noreferrer">
                          {column.text(row)}
                          <ExternalIcon size={12} className="rounds-grid__external" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        column.text(row)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <nav className="pagination rounds-grid__pages" aria-label="Pages of rounds">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || shown.page <= 1}
          onClick={() => onPage(shown.page - 1)}
        >
          ← Previous
        </Button>
        <span className="pagination__status" aria-live="polite">
          {busy ? <Spinner size="sm" label="Loading rounds" /> : null} Page {shown.page} of {shown.pages} ·{' '}
          {shown.total} rounds
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || shown.page >= shown.pages}
          onClick={() => onPage(shown.page + 1)}
        >
          Next →
        </Button>
      </nav>
    </>
  );
}

function GridError({ message }: { message: string }) {
  return (
    <p className="rounds-grid__error" role="alert">
      {message}
    </p>
  );
}
