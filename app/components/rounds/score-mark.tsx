import type { ScoreShape } from '~/domain/rounds/scores';

const SHAPE_NAMES: Record<ScoreShape, string> = { under: 'under par', even: 'par', over: 'over par' };

/** spec 3 §2.1: a hole score in a red circle under par, a blue square over par, plain at par. */
export function ScoreMark({ score, shape }: { score: number | null; shape: ScoreShape | null }) {
  if (score === null || shape === null) return <span className="score-mark score-mark--empty">–</span>;
  return (
    <span className={`score-mark score-mark--${shape}`} title={SHAPE_NAMES[shape]}>
      {score}
    </span>
  );
}

/** A score to par ("−2", "E", "+3") coloured by meaning (DESIGN.md: colour carries meaning only). */
export function ToPar({ value }: { value: string | null }) {
  if (value === null) return null;
  const tone = value === 'E' ? 'even' : value.startsWith('+') ? 'over' : 'under';
  return <span className={`to-par to-par--${tone}`}>{value}</span>;
}
