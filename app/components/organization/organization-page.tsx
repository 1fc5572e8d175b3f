import { Link, useRouteLoaderData } from '@remix-run/react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { OrganizationDiscoveryForm } from '~/components/search/discovery-form';
import { Button } from '~/components/ui/button';
import { Avatar } from '~/components/ui/fallback-image';
import { ArrowRightIcon, UsersIcon } from '~/components/ui/icons';
import { organizationHref } from '~/domain/hosts/hosts';
import type { OrganizationPageData, RosterSummary } from '~/domain/organizations/organization-page';
import type { loader as rootLoader } from '~/root';
import { countOf } from './format';
import { OrganizationHeader } from './organization-header';

/**
 * spec 1 §2 organization page: the organization (spec 1 §3: name, picture, phone, address), its
 * rosters and named player groups, and All players. Rendered at /org/{short} and, for hosts mapped to
 * one organization, at /.
 */
export function OrganizationPage({ data }: { data: OrganizationPageData }) {
  const host = useHostRule();
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const { organization, rosters, groups, playerCount } = data;
  const allHref = organizationHref(host, organization.short, 'All');
  return (
    <div className="org-page">
      <OrganizationHeader organization={organization} productName={productName}>
        <dl className="org-stats">
          <div className="org-stats__item">
            <dt>Rosters</dt>
            <dd>{rosters.length}</dd>
          </div>
          <div className="org-stats__item">
            <dt>Players</dt>
            <dd>{playerCount}</dd>
          </div>
          {groups.length > 0 ? (
            <div className="org-stats__item">
              <dt>Groups</dt>
              <dd>{groups.length}</dd>
            </div>
          ) : null}
        </dl>
        <Button to={allHref} size="md" className="org-hero__cta">
          All players
          <ArrowRightIcon size={18} />
        </Button>
      </OrganizationHeader>

      <main id="main" className="org-main">
        <section className="org-section" aria-labelledby="org-rosters">
          <div className="org-section__head">
            <h2 className="org-section__title" id="org-rosters">
              Rosters
            </h2>
            <p className="org-section__note">{countOf(rosters.length, 'roster')}</p>
          </div>
          {rosters.length > 0 ? (
            <ul className="roster-grid">
              {rosters.map((roster) => (
                <li key={roster.id}>
                  <RosterCard roster={roster} href={organizationHref(host, organization.short, roster.id)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="org-empty">{organization.name} has not published a roster yet.</p>
          )}
        </section>

        <OrganizationDiscoveryForm organization={organization} />

        <section className="org-section" aria-labelledby="org-groups">
          <div className="org-section__head">
            <h2 className="org-section__title" id="org-groups">
              Player groups
            </h2>
          </div>
          <ul className="group-list">
            <li>
              <Link to={allHref} className="group-link group-link--all">
                <UsersIcon size={18} />
                <span className="group-link__name">All players</span>
                <span className="card__count">{playerCount}</span>
              </Link>
            </li>
            {groups.map((group) => (
              <li key={group.name}>
                <Link to={organizationHref(host, organization.short, group.name)} className="group-link">
                  <span className="group-link__name">{group.name}</span>
                  <span className="card__count">{group.playerCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}

function RosterCard({ roster, href }: { roster: RosterSummary; href: string }) {
  const more = roster.playerCount - roster.preview.length;
  return (
    <Link to={href} className="roster-card">
      {roster.season ? <span className="card-eyebrow">{`Season ${roster.season}`}</span> : null}
      <span className="roster-card__name">{roster.name}</span>
      <span className="roster-card__footer">
        {roster.preview.length > 0 ? (
          <span className="face-stack" aria-hidden="true">
            {roster.preview.map((player) => (
              <Avatar
                key={player.username}
                src={player.imgUrl}
                alt=""
                size={32}
                lazy
                className="face-stack__face"
              />
            ))}
            {more > 0 ? <span className="face-stack__more">+{more}</span> : null}
          </span>
        ) : null}
        <span className="roster-card__count">{countOf(roster.playerCount, 'player')}</span>
        <ArrowRightIcon size={18} className="roster-card__arrow" />
      </span>
    </Link>
  );
}
