import { Link, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { FallbackImage } from '~/components/ui/fallback-image';
import { MapPinIcon } from '~/components/ui/icons';
import { DEFAULT_PLAYER_IMAGE } from '~/domain/content/fallback-images';
import { organizationHref, profileHref } from '~/domain/hosts/hosts';
import type { PlayerGroupPageData, RosterPlayer } from '~/domain/organizations/organization-page';
import type { loader as rootLoader } from '~/root';
import { countOf } from './format';
import { OrganizationCompactHeader } from './organization-header';

/**
 * spec 1 §2 roster page: a roster, a named player group or All players of an organization, as player
 * cards linking to the players' profiles. Rendered at /org/{short}/{playerGroup} and, for hosts mapped
 * to one organization, at /{playerGroup}.
 */
export function PlayerGroupPage({ data }: { data: PlayerGroupPageData }) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const { organization, title, players, current } = data;
  const season = current.kind === 'roster' ? current.season : null;
  const subtitle = [
    season && !title.includes(season) ? `Season ${season}` : null,
    countOf(players.length, 'player'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="org-page">
      <OrganizationCompactHeader
        organization={organization}
        productName={productName}
        title={title}
        subtitle={subtitle}
      />
      <GroupSwitcher data={data} />
      <main id="main" className="org-main">
        {players.length > 0 ? (
          <ul className="player-grid" aria-label={`${title}: players`}>
            {players.map((player, index) => (
              <li key={player.username}>
                {/* The first rows are above the fold; the rest load as they scroll into view. */}
                <PlayerCard player={player} lazy={index >= 8} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="org-empty org-empty--card">
            <p className="org-empty__title">No players to show yet</p>
            <p>Players appear here once they join {title === 'All players' ? 'a roster' : title}.</p>
          </div>
        )}
      </main>
    </div>
  );
}

/** Every roster and group of the organization, the current one marked, to move between them. */
function GroupSwitcher({ data }: { data: PlayerGroupPageData }) {
  const host = useHostRule();
  const { organization, rosters, groups, current } = data;
  const links = [
    {
      key: 'all',
      label: 'All players',
      href: organizationHref(host, organization.short, 'All'),
      current: current.kind === 'all',
    },
    ...rosters.map((roster) => ({
      key: `roster-${roster.id}`,
      label: roster.name,
      href: organizationHref(host, organization.short, roster.id),
      current: current.kind === 'roster' && current.rosterId === roster.id,
    })),
    ...groups.map((group) => ({
      key: `group-${group.name}`,
      label: group.name,
      href: organizationHref(host, organization.short, group.name),
      current: current.kind === 'group' && current.name === group.name,
    })),
  ];
  const listRef = useRef<HTMLUListElement>(null);
  const currentKey = links.find((link) => link.current)?.key;

  // On a narrow screen the current entry may sit beyond the right edge: bring it into the row's view.
  useEffect(() => {
    const list = listRef.current;
    const active = currentKey ? list?.querySelector<HTMLElement>('[aria-current="page"]') : null;
    if (!list || !active) return;
    const overflow = active.offsetLeft + active.offsetWidth - (list.scrollLeft + list.clientWidth);
    if (overflow > 0 || active.offsetLeft < list.scrollLeft) {
      list.scrollLeft = Math.max(0, active.offsetLeft - list.clientWidth / 3);
    }
  }, [currentKey]);

  return (
    <nav className="group-switcher" aria-label={`${organization.name} rosters and groups`}>
      <ul className="group-switcher__list" ref={listRef}>
        {links.map((link) => (
          <li key={link.key}>
            {/* The page decides the current entry, whatever the URL's spelling (All, all, org12, 12). */}
            <Link
              to={link.href}
              className="group-switcher__link"
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PlayerCard({ player, lazy }: { player: RosterPlayer; lazy: boolean }) {
  const host = useHostRule();
  return (
    <Link to={profileHref(host, player.username)} className="player-card">
      <FallbackImage
        src={player.imgUrl}
        alt=""
        width={320}
        height={320}
        lazy={lazy}
        fallbackSrc={DEFAULT_PLAYER_IMAGE}
        className="player-card__photo"
      />
      <span className="player-card__body">
        <span className="player-card__name">{player.fullName}</span>
        {player.school ? <span className="player-card__school">{player.school}</span> : null}
        {player.classYear || player.hometown ? (
          <span className="player-card__meta">
            {player.classYear ? (
              <span className="player-card__class">{`Class of ${player.classYear}`}</span>
            ) : null}
            {player.hometown ? (
              <span className="player-card__hometown">
                <MapPinIcon size={12} />
                {player.hometown}
              </span>
            ) : null}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
