/*
 * Coach watch lists (issue 33 §3, decision 098): the limits a list keeps and the words its forms
 * answer with. Without zod, so the pages' client code can name them without the schemas.
 */

// issue 33 §3: the limits a list keeps.
export const MAX_LISTS = 50;
export const MAX_PLAYERS_PER_LIST = 500;
export const MAX_NAME_LENGTH = 80;
export const MAX_NOTE_LENGTH = 1000;
/** The name a list gets when a coach saves a player before having any list. */
export const FIRST_LIST_NAME = 'My watch list';

export const WATCH_LIST_MESSAGES = {
  coachPlanOnly: 'Watch lists come with the Coach plan.',
  nameRequired: 'Give the list a name.',
  nameTooLong: `A list name has at most ${MAX_NAME_LENGTH} characters.`,
  nameTaken: 'You already have a list with this name.',
  tooManyLists: `You have ${MAX_LISTS} lists, the most one account keeps. Delete one to make another.`,
  listFull: `This list holds ${MAX_PLAYERS_PER_LIST} players, the most a list keeps. Remove one first.`,
  noteTooLong: `A note has at most ${MAX_NOTE_LENGTH} characters.`,
  chooseList: 'Choose one of your lists.',
  choosePlayer: 'Choose the player this is for.',
  notListed: 'This player is not listed in search, so they cannot be saved.',
  chooseTwo: 'Choose two different players of this list to compare.',
  notComparable: 'One of these players no longer shows their statistics; choose another.',
  unknownForm: 'Unknown form. Reload the page and try again.',
  confirmDelete: 'Tick the box to confirm that the list should be deleted.',
} as const;
