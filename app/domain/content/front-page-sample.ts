/** The front page's sample profile (spec 1 §2): a real player's name, school line and first trend set. */
export type FrontPageSample = {
  name: string;
  /** School and class, as the profile's about header shows them; null when the player gives none. */
  meta: string | null;
  profileHref: string;
  /** "Best 10 Rounds · Last 24 Months". */
  setTitle: string;
  averageScore: string;
  averageToPar: string;
  averageBirdies: string;
  /** The set's rounds, oldest first. */
  scores: Array<number>;
};

/**
 * The front page's comparison panel (issue 33 §6): two real listed players' public figures from their
 * discovery rows (decision 093), already formatted: the scoring average of the last ten full rounds
 * and strokes gained per round over the last twelve months, total and by category.
 */
export type FrontPageComparison = {
  players: [FrontPageComparedPlayer, FrontPageComparedPlayer];
};

export type FrontPageComparedPlayer = {
  name: string;
  averageLast10: string;
  sgTotal: string;
  sgOffTheTee: string;
  sgApproach: string;
  sgAroundTheGreen: string;
  sgPutting: string;
};
