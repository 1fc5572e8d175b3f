import { Avatar, FallbackImage } from '~/components/ui/fallback-image';
import { ArrowRightIcon } from '~/components/ui/icons';
import { DEFAULT_ORGANIZATION_IMAGE } from '~/domain/content/fallback-images';
import { type HostRule, organizationHref, profileHref } from '~/domain/hosts/hosts';

export type AccountCardData = {
  id: number;
  username: string | null;
  fullName: string;
  imgUrl: string | null;
  school: string | null;
};

export type OrganizationCardData = {
  id: number;
  name: string;
  short: string;
  imgUrl: string | null;
  rosters: Array<{ id: number; name: string }>;
};

// Plain anchors: the result list follows them client-side (useClientLinks in search-page.tsx).

/** spec 1 §2: picture, full name and school; the whole card opens the player's profile. */
export function AccountCard({ account, host }: { account: AccountCardData; host: HostRule | null }) {
  const body = (
    <>
      <Avatar src={account.imgUrl} alt="" size={56} className="result-card__avatar" />
      <span className="result-card__text">
        <span className="result-card__name">{account.fullName}</span>
        {account.school ? <span className="result-card__meta">{account.school}</span> : null}
      </span>
    </>
  );
  // An account without a username has no profile address to open.
  if (!account.username) return <div className="result-card">{body}</div>;
  return (
    <a href={profileHref(host, account.username)} className="result-card result-card--link">
      {body}
      <ArrowRightIcon size={18} className="result-card__arrow" />
    </a>
  );
}

/** spec 1 §2: picture, name and short name, linking to the organization, and its rosters as links. */
export function OrganizationCard({
  organization,
  host,
}: {
  organization: OrganizationCardData;
  host: HostRule | null;
}) {
  const href = organizationHref(host, organization.short);
  return (
    <article className="result-card result-card--organization" aria-labelledby={`org-${organization.id}`}>
      <div className="result-card__head">
        <FallbackImage
          src={organization.imgUrl}
          alt=""
          width={56}
          height={56}
          fallbackSrc={DEFAULT_ORGANIZATION_IMAGE}
          className="result-card__logo"
        />
        <div className="result-card__text">
          <h2 className="result-card__name" id={`org-${organization.id}`}>
            <a href={href} className="result-card__title-link">
              {organization.name}
            </a>
          </h2>
          <span className="result-card__meta result-card__short">{organization.short}</span>
        </div>
      </div>
      <div className="result-card__rosters">
        <h3 className="result-card__label">Rosters</h3>
        <ul className="roster-chips">
          <li>
            <a href={organizationHref(host, organization.short, 'All')} className="roster-chip">
              All
            </a>
          </li>
          {organization.rosters.map((roster) => (
            <li key={roster.id}>
              <a href={organizationHref(host, organization.short, roster.id)} className="roster-chip">
                {roster.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
