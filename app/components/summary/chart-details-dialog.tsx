import * as Dialog from '@radix-ui/react-dialog';
import './chart-details-dialog.css';
import type { RefObject } from 'react';
import { ToPar } from '~/components/rounds/score-mark';
import { buttonClassName } from '~/components/ui/button';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { TrendSet } from './performance-trends';

/**
 * spec 3 §2.4 chart-details dialog (640 px): the chart's rounds with name, course, length, score and
 * par. `ChartDetails` loads this module on the first sign of intent; `openedBy` says its button was
 * already pressed, so the dialog starts open.
 */
export function ChartDetailsDialog({
  set,
  rangeLabel,
  openedBy,
  trigger,
}: {
  set: TrendSet;
  rangeLabel: string;
  openedBy: OpenedBy;
  trigger: RefObject<HTMLButtonElement>;
}) {
  return (
    <Dialog.Root defaultOpen={openedBy !== null}>
      <Dialog.Trigger
        ref={trigger}
        className={buttonClassName({ variant: 'secondary', size: 'sm' }, 'trends-card__details')}
      >
        Chart details
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="chart-details-dialog">
          <DialogHeader
            title={set.title}
            description={`${set.rounds.length} ${set.rounds.length === 1 ? 'round' : 'rounds'} · ${rangeLabel}`}
          />
          <div className={dialogBodyClass()}>
            <ScrollRegion label={`Rounds of ${set.title}`} className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Round</th>
                    <th scope="col">Course</th>
                    <th scope="col" className="num">
                      Length
                    </th>
                    <th scope="col" className="num">
                      Score
                    </th>
                    <th scope="col" className="num">
                      Par
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {set.rounds.map((round) => (
                    <tr key={round.id}>
                      <td>
                        {round.name}
                        <span className="trends-card__date">{round.date}</span>
                      </td>
                      <td>{round.course}</td>
                      <td className="num">{round.yards === null ? '–' : `${round.yards} yds`}</td>
                      <td className="num">
                        {round.score} <ToPar value={round.toPar} />
                      </td>
                      <td className="num">{round.par}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
