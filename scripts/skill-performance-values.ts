// How many different values Skill Performance and each category's share take over the demo players
// (issue 29 point 3, decision 068): the demo data seeded in memory, every player's selections (each
// completed round, the last 3, the last 6 and all rounds of 18 holes) against every standard.
// `npx tsx scripts/skill-performance-values.ts [--today YYYY-MM-DD]`
import { parseArgs } from 'node:util';
import type { HoleFlag } from '../app/domain/stats/hole-stats';
import {
  categoryPerformances,
  formatShare,
  skillPerformance,
  statPerformances,
} from '../app/domain/stats/performance';
import { STANDARDS } from '../app/domain/stats/standards';
import { countFlags, PERFORMANCE_CATEGORIES } from '../app/domain/stats/stat-catalogue';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';

const { values } = parseArgs({ options: { today: { type: 'string' } } });
const tables = generateSeed({ seed: DEFAULT_SEED, today: values.today ?? '2026-06-01' });

type Hole = Partial<Record<HoleFlag, boolean | null | undefined>>;
const holesByRound = new Map<number, Array<Hole>>();
for (const hole of tables.roundHoles) {
  if (hole.score == null || hole.excluded) continue;
  const list = holesByRound.get(hole.roundId) ?? [];
  list.push(hole);
  holesByRound.set(hole.roundId, list);
}

const roundsByPlayer = new Map<number, Array<number>>();
const completed = tables.rounds
  .filter((r) => !r.inProgress && r.holeCount === 18 && r.id !== undefined)
  .sort((a, b) => (a.playedOn < b.playedOn ? 1 : a.playedOn > b.playedOn ? -1 : 0));
for (const round of completed) {
  const list = roundsByPlayer.get(round.accountId) ?? [];
  list.push(round.id ?? 0);
  roundsByPlayer.set(round.accountId, list);
}

const selections: Array<Array<number>> = [];
for (const ids of roundsByPlayer.values()) {
  for (const id of ids) selections.push([id]);
  selections.push(ids.slice(0, 3), ids.slice(0, 6), ids);
}

const skill = new Set<string>();
const byCategory = new Map(PERFORMANCE_CATEGORIES.map((c) => [c, new Set<string>()]));
// How often a category reads 0 % (nothing beaten), 100 % or '–' (nothing compared).
const extremes = new Map(PERFORMANCE_CATEGORIES.map((c) => [c, { none: 0, all: 0, dash: 0 }]));
let judged = 0;
for (const standard of STANDARDS) {
  for (const ids of selections) {
    const counts = countFlags(ids.flatMap((id) => holesByRound.get(id) ?? []));
    const stats = statPerformances(counts, standard);
    skill.add(formatShare(skillPerformance(stats)));
    for (const c of categoryPerformances(stats)) {
      byCategory.get(c.category)?.add(formatShare(c.performance));
      const count = extremes.get(c.category);
      if (!count) continue;
      if (c.performance === null) count.dash++;
      else if (c.performance === 0) count.none++;
      else if (c.performance === 1) count.all++;
    }
    judged++;
  }
}

const sorted = (set: Set<string>) => [...set].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
console.log(
  `${roundsByPlayer.size} players, ${selections.length} selections × ${STANDARDS.length} standards = ${judged}`,
);
console.log(`Skill Performance: ${skill.size} distinct values (${sorted(skill).join(' ')})`);
const percent = (n: number) => `${Math.round((n / judged) * 100)} %`;
for (const [category, set] of byCategory) {
  const e = extremes.get(category) ?? { none: 0, all: 0, dash: 0 };
  console.log(
    `${category}: ${set.size} distinct values (${sorted(set).join(' ')}); 0 %: ${percent(e.none)}, ` +
      `100 %: ${percent(e.all)}, –: ${percent(e.dash)} of the judgements`,
  );
}
