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
