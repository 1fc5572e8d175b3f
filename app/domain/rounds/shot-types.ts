/** The shot types the map and the lists show (spec 2 §4 shot map legend; `shots.type`). */
export const SHOT_TYPES = ['Tee', 'Approach', 'Layup', 'Chip', 'Sand', 'Recovery', 'Putt'] as const;
export type ShotType = (typeof SHOT_TYPES)[number];

/**
 * A shot's type from where it was played (`index` is the shot number less 1): a putt from the green, a
 * tee shot first or from the tee (a replay too), a sand or recovery shot by its lie (a ball played from
 * a penalty area is a recovery), a chip from 30 yards or closer, a par 5's long second a layup, the
 * rest approaches.
 */
export function shotType(lie: string, yards: number, index: number, par: number): ShotType {
  if (lie === 'green') return 'Putt';
  if (index === 0 || lie === 'tee') return 'Tee';
  if (lie === 'sand') return 'Sand';
  if (lie === 'recovery' || lie === 'water') return 'Recovery';
  if (yards <= 30) return 'Chip';
  return par === 5 && index === 1 && yards > 250 ? 'Layup' : 'Approach';
}
