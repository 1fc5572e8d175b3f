import { type PlayingStyleCard, perRound, roundHolesOf, sgTotal, type TotalsRow } from './compare-cards';
import type { CompareHoles } from './compare-config';
import { categoryPerformances, statPerformances } from './performance';
import { formatHandicap } from './rating-format';
import { CATEGORY_STROKES_GAINED, categoryRatings } from './ratings';
import type { StrokesGained } from './round-stats';
import type { Standard } from './standards';
import type { FlagCounts } from './stat-catalogue';

/*
 * The Playing Style card's data (spec 2 §2, decision 045): built on the server, where the ratings'
 * model lives (decision 068); the other cards' builders and shapes are in compare-cards.ts.
 */

/** The selection's strokes gained per round of its hole count; null without shot data. */
function strokesGainedOf(totals: TotalsRow, holes: CompareHoles): StrokesGained | null {
  if (totals.sgHoles === 0) return null;
  const per = (total: number) => (total / totals.sgHoles) * holes;
  return {
    offTheTee: per(totals.sgOffTheTee),
    approach: per(totals.sgApproach),
    aroundTheGreen: per(totals.sgAroundTheGreen),
    putting: per(totals.sgPutting),
    total: per(sgTotal(totals)),
  };
}

/**
 * Playing Style: per category the share of stats beating the standard (spec 2 §3 byCategory), beside
 * the strokes gained per round against the standard and its handicap equivalent (decision 068).
 */
export function playingStyleCard(
  counts: FlagCounts,
  totals: TotalsRow,
  standard: Standard,
): PlayingStyleCard {
  const holes = roundHolesOf(totals);
  const strokesGained = strokesGainedOf(totals, holes);
  const ratings = categoryRatings(strokesGained, standard.id, { roundHoles: holes });
  return {
    tab: 'playing-style',
    rounds: totals.rounds,
    standard: { id: standard.id, name: standard.name },
    categories: categoryPerformances(statPerformances(counts, standard, { roundHoles: holes })).map(
      (category) => {
        const rating = ratings?.find((r) => r.category === category.category) ?? null;
        return {
          category: category.category,
          performance: category.performance,
          beaten: category.beaten,
          compared: category.compared,
          // The strokes-gained category that measures the performance category; Score is all of them.
          sgPerRound: strokesGained?.[CATEGORY_STROKES_GAINED[category.category]] ?? null,
          sgAgainstStandard: rating?.againstStandard ?? null,
          handicap: rating?.handicap ?? null,
          handicapText: formatHandicap(rating?.handicap ?? null),
        };
      },
    ),
    sgTotalPerRound: perRound(sgTotal(totals), totals.sgHoles, holes),
  };
}
