import * as accounts from './schema/accounts';
import * as auth from './schema/auth';
import * as content from './schema/content';
import * as courses from './schema/courses';
import * as handicap from './schema/handicap';
import * as imports from './schema/imports';
import * as links from './schema/links';
import * as organizations from './schema/organizations';
import * as payments from './schema/payments';
import * as playerDiscovery from './schema/player-discovery';
import * as reports from './schema/reports';
import * as resume from './schema/resume';
import * as rounds from './schema/rounds';
import * as shards from './schema/shards';
import * as tournaments from './schema/tournaments';
import * as watchLists from './schema/watch-lists';

/** Every table of db/schema by name (the seed writer walks them). */
export const schema = {
  ...accounts,
  ...auth,
  ...content,
  ...courses,
  ...handicap,
  ...imports,
  ...links,
  ...organizations,
  ...payments,
  ...playerDiscovery,
  ...reports,
  ...resume,
  ...rounds,
  ...shards,
  ...tournaments,
  ...watchLists,
};
