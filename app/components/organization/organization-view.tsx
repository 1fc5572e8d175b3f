import type { OrganizationRouteData } from '~/domain/organizations/organization-page';
import { OrganizationPage } from './organization-page';
import { PlayerGroupPage } from './player-group-page';

/** The organization page or a roster / group / All page, whichever the loader returned. */
export function OrganizationView({ data }: { data: OrganizationRouteData }) {
  return data.page === 'organization' ? <OrganizationPage data={data} /> : <PlayerGroupPage data={data} />;
}
