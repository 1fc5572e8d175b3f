import { formatPercentOf, roundHalfAway } from '~/domain/format/numbers';
import {
  averageToPar,
  type CompareCardData,
  type DriveCard,
  formatFigure,
  formatSigned,
  isEmptyCard,
  type PlayingStyleCard,
  type PuttsCard,
  type ScoreKind,
  type ScoringCard,
  type ShareCount,
  type ShotToGreenCard,
  shareOf,
  shareOfCount,
} from '~/domain/stats/compare-cards';
import { metricCellNote } from '~/domain/stats/compare-sides';
import type { HoleFlag } from '~/domain/stats/hole-stats';
import { formatStrokesPerRound } from '~/domain/stats/rating-format';
import { formatStat, statOf } from '~/domain/stats/stat-catalogue';
import { EmptyState } from '../../profile/empty-state';
import { BarTable, ColumnChart, type Figure, Figures, ShareStack, type Tone } from './card-charts';

/*
 * The content of the Scoring, Drive, Shot to Green, Putts and Playing Style cards of the Compare
 * Stats page (spec 2 §2; decision 045). The page draws the card's frame, title and descriptor header.
 */

// Fixed domains: the left and right cards draw on the same scales (DESIGN.md charts).
const SHARE_DOMAIN: [number, number] = [0, 1];
const TO_PAR_DOMAIN: [number, number] = [-1, 2];
const SG_DOMAIN: [number, number] = [-4, 4];

/** Better or worse as the figure reads at its shown decimals: a figure that reads 0.0 has no colour. */
function signTone(value: number | null, decimals = 2): 'good' | 'bad' | undefined {
  if (value === null) return undefined;
  const shown = roundHalfAway(value, decimals);
  if (shown === 0) return undefined;
  return shown > 0 ? 'good' : 'bad';
}

function sgFigure(label: string, value: number | null): Figure {
  return { label, value: formatSigned(value), tone: signTone(value) };
}

/**
 * A stat of the catalogue as a figure: its one label, its share and what it counts ("88/140
 * fairways"), as the metrics table shows it; '–' with why when nothing counted it (issue 29).
 */
function statFigure(flag: HoleFlag, count: ShareCount): Figure {
  const note = metricCellNote(flag, count);
  return note.kind === 'count'
    ? { label: statOf(flag).name, value: formatStat(count), detail: note.text }
    : { label: statOf(flag).name, value: formatStat(count), detail: 'not recorded', why: note.text };
}

function toParTone(value: number | null): Tone {
  if (value === null || Math.abs(value) < 0.005) return 'par';
  return value < 0 ? 'birdie' : 'bogey';
}

const SCORE_TONES: Record<ScoreKind, Tone> = {
  eagle: 'eagle',
  birdie: 'birdie',
  par: 'par',
  bogey: 'bogey',
  double: 'double',
};

function ScoringBody({ data }: { data: ScoringCard }) {
  return (
    <>
      <Figures
        figures={[
          { label: 'Holes played', value: String(data.holes) },
          ...data.byPar.map((par) => ({
            label: `Par ${par.par} average`,
            value: formatSigned(averageToPar(par)),
          })),
          sgFigure('Strokes gained per round vs PGA TOUR', data.sgTotalPerRound),
        ]}
      />
      <ShareStack
        title="Scores"
        segments={data.distribution.map((kind) => ({
          key: kind.kind,
          label: kind.label,
          share: shareOf(kind.holes, data.holes),
          tone: SCORE_TONES[kind.kind],
          text: `${formatPercentOf(kind.holes, data.holes)} (${kind.holes} ${kind.holes === 1 ? 'hole' : 'holes'})`,
        }))}
      />
      <div className="compare-card__tables">
        {data.byPar.map((par) => (
          <BarTable
            key={par.par}
            caption={`Par ${par.par}: ${formatSigned(averageToPar(par))} to par over ${par.holes} holes`}
            labelHeader="Length (yds)"
            valueHeader="To par"
            extraHeaders={['Holes']}
            domain={TO_PAR_DOMAIN}
            rows={par.bands.map((band) => ({
              label: band.label,
              value: averageToPar(band),
              valueText: formatSigned(averageToPar(band)),
              tone: toParTone(averageToPar(band)),
              extras: [String(band.holes)],
            }))}
          />
        ))}
      </div>
    </>
  );
}

function DriveBody({ data }: { data: DriveCard }) {
  const fairwayTones: Record<'left' | 'hit' | 'right', Tone> = {
    left: 'bogey',
    hit: 'good',
    right: 'double',
  };
  return (
    <>
      <Figures
        figures={[
          { label: 'Drives measured', value: String(data.drives) },
          { label: 'Average drive (yds)', value: formatFigure(data.averageYards) },
          { label: 'Longest drive (yds)', value: formatFigure(data.longestYards) },
          statFigure('fairwayHit', data.fairwayHit),
          { label: 'Penalties per round', value: formatFigure(data.penaltiesPerRound, 2) },
          sgFigure('Strokes gained off the tee per round vs PGA TOUR', data.sgOffTheTeePerRound),
        ]}
      />
      <div className="compare-card__charts">
        <ShareStack
          title={`Fairways (${data.fairwayHit.opportunities} tee shots)`}
          segments={data.summaryChart.fairway.map((part) => ({
            key: part.key,
            label: statOf(part.flag).name,
            share: shareOfCount(part),
            tone: fairwayTones[part.key],
            text: formatStat(part),
          }))}
        />
        <ColumnChart
          title="Drive length (yds)"
          unit="yards"
          countNoun="drives"
          columns={data.summaryChart.distances.map((band) => ({
            label: band.label,
            share: shareOf(band.drives, data.drives),
            count: band.drives,
          }))}
        />
      </div>
    </>
  );
}

function ShotToGreenBody({ data }: { data: ShotToGreenCard }) {
  return (
    <>
      <Figures
        figures={[
          statFigure('madeGreenInRegulation', data.gir),
          statFigure('missedGreenShort', data.missedShort),
          statFigure('missedGreenLong', data.missedLong),
          statFigure('madeUpDown', data.upAndDown),
          statFigure('madeSandSave', data.sandSave),
          sgFigure('Strokes gained approach per round vs PGA TOUR', data.sgApproachPerRound),
          sgFigure('Strokes gained around the green per round vs PGA TOUR', data.sgAroundTheGreenPerRound),
        ]}
      />
      <BarTable
        caption="Approaches by distance to the hole"
        labelHeader="From (yds)"
        valueHeader="Greens hit"
        extraHeaders={['Shots', 'Prox. (ft)', 'SG/shot']}
        domain={SHARE_DOMAIN}
        rows={data.bands.map((band) => ({
          label: band.label,
          value: shareOf(band.greensHit, band.shots),
          valueText: formatPercentOf(band.greensHit, band.shots),
          tone: 'good',
          extras: [String(band.shots), formatFigure(band.proximityFeet), formatSigned(band.sgPerShot)],
        }))}
      />
    </>
  );
}

function PuttsBody({ data }: { data: PuttsCard }) {
  return (
    <>
      <Figures
        figures={[
          { label: 'Putts per round', value: formatFigure(data.puttsPerRound) },
          { label: 'One-putts per round', value: formatFigure(data.onePuttsPerRound) },
          { label: 'Three-putts per round', value: formatFigure(data.threePuttsPerRound) },
          { label: 'Average first putt (ft)', value: formatFigure(data.firstPuttFeet) },
          sgFigure('Strokes gained putting per round vs PGA TOUR', data.sgPuttingPerRound),
        ]}
      />
      <BarTable
        caption="First putts holed by distance"
        labelHeader="First putt (ft)"
        valueHeader="Holed"
        extraHeaders={['Holes', 'Three-putts']}
        domain={SHARE_DOMAIN}
        rows={data.bands.map((band) => ({
          label: band.label,
          value: shareOf(band.holed, band.holes),
          valueText: formatPercentOf(band.holed, band.holes),
          tone: 'good',
          extras: [String(band.holes), formatPercentOf(band.threePutts, band.holes)],
        }))}
      />
    </>
  );
}

function PlayingStyleBody({ data }: { data: PlayingStyleCard }) {
  const standard = data.standard.name;
  const score = data.categories.find((category) => category.category === 'Score');
  const beaten = data.categories.reduce((sum, category) => sum + category.beaten, 0);
  const compared = data.categories.reduce((sum, category) => sum + category.compared, 0);
  return (
    <>
      <Figures
        figures={[
          {
            label: `Stats better than ${standard}`,
            value: formatPercentOf(beaten, compared),
            detail: `${beaten} of ${compared} stats`,
          },
          {
            label: `Strokes a round against ${standard}`,
            value: formatStrokesPerRound(score?.sgAgainstStandard ?? null),
            tone: signTone(score?.sgAgainstStandard ?? null, 1),
          },
          { label: 'Plays like a handicap of', value: score?.handicapText ?? '–' },
        ]}
      />
      <div className="compare-card__tables">
        <BarTable
          caption={`Stats beating the ${data.standard.name} standard`}
          labelHeader="Category"
          valueHeader="Beaten"
          extraHeaders={['Stats']}
          domain={SHARE_DOMAIN}
          rows={data.categories.map((category) => ({
            label: category.category,
            value: category.performance,
            // From the counts: the share itself is kept to three places.
            valueText: formatPercentOf(category.beaten, category.compared),
            tone: 'good',
            extras: [`${category.beaten} of ${category.compared}`],
          }))}
        />
        {/* decision 068: the continuous rating beside the share — strokes a round against the same
            standard, and the handicap that plays to them. */}
        <BarTable
          caption={`Strokes a round against ${standard}`}
          labelHeader="Category"
          valueHeader="Strokes"
          extraHeaders={['Plays like']}
          domain={SG_DOMAIN}
          rows={data.categories.map((category) => ({
            label: category.category === 'Score' ? 'Total' : category.category,
            value: category.sgAgainstStandard,
            valueText: formatStrokesPerRound(category.sgAgainstStandard),
            tone: signTone(category.sgAgainstStandard, 1) ?? 'neutral',
            extras: [category.handicapText],
          }))}
        />
      </div>
      <p className="card-legend">
        <span className="card-legend__better">Green</span>: better than {standard};{' '}
        <span className="card-legend__worse">amber</span>: worse. “Plays like” is the handicap whose golfers
        gain as many strokes in that part of the game.
      </p>
    </>
  );
}

export function CompareCardBody({ data }: { data: CompareCardData }) {
  if (isEmptyCard(data)) {
    return (
      <div className="compare-card-body">
        <EmptyState title="No rounds in this selection">
          Choose other rounds with Select Rounds to see these figures.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="compare-card-body">
      {data.tab === 'scoring' ? <ScoringBody data={data} /> : null}
      {data.tab === 'drive' ? <DriveBody data={data} /> : null}
      {data.tab === 'shot-to-green' ? <ShotToGreenBody data={data} /> : null}
      {data.tab === 'putts' ? <PuttsBody data={data} /> : null}
      {data.tab === 'playing-style' ? <PlayingStyleBody data={data} /> : null}
    </div>
  );
}
