import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { BrandLink } from '~/components/ui/brand-mark';
import { FallbackImage } from '~/components/ui/fallback-image';
import { ChevronLeftIcon, MapPinIcon, PhoneIcon, SearchIcon } from '~/components/ui/icons';
import { organizationHref } from '~/domain/hosts/hosts';
import type { OrganizationHeaderData } from '~/domain/organizations/organization-page';

/** The product's bar above the team's header: home and search. */
function OrganizationTopBar({ productName }: { productName: string }) {
  return (
    <div className="org-topbar">
      <BrandLink productName={productName} className="brand--compact" />
      <Link to="/golf/search" className="org-topbar__link">
        <SearchIcon size={18} />
        <span>Search</span>
      </Link>
    </div>
  );
}

/** The team's picture on a light tile, so crests and photos both read on the dark band. */
export function OrganizationPicture({
  organization,
  size,
  className,
}: {
  organization: Pick<OrganizationHeaderData, 'imgUrl' | 'name'>;
  size: number;
  className?: string;
}) {
  return (
    <span className={['org-picture', className].filter(Boolean).join(' ')}>
      {/* spec 1 §2: an image that fails to load falls back to a default image. */}
      <FallbackImage
        src={organization.imgUrl}
        alt={`${organization.name} logo`}
        width={size}
        height={size}
        className="org-picture__image"
      />
    </span>
  );
}

type OrganizationHeaderProps = {
  organization: OrganizationHeaderData;
  productName: string;
  /** Figures and actions shown beside the name (counts, the All players link). */
  children?: ReactNode;
};

/**
 * spec 1 §3 Organization: name, picture, phone and address, in the dark header band profile pages
 * use too (DESIGN.md: organization pages follow the same frame with the team's picture).
 */
export function OrganizationHeader({ organization, productName, children }: OrganizationHeaderProps) {
  return (
    <header className="org-hero">
      <OrganizationTopBar productName={productName} />
      <div className="org-hero__inner">
        <OrganizationPicture organization={organization} size={160} className="org-hero__picture" />
        <div className="org-hero__text">
          <p className="eyebrow">Team</p>
          <h1 className="org-hero__name">{organization.name}</h1>
          {organization.phone || organization.address ? (
            <ul className="org-hero__contact">
              {organization.phone ? (
                <li>
                  <PhoneIcon size={16} />
                  {organization.phoneHref ? (
                    <a href={organization.phoneHref}>{organization.phone}</a>
                  ) : (
                    <span>{organization.phone}</span>
                  )}
                </li>
              ) : null}
              {organization.address ? (
                <li>
                  <MapPinIcon size={16} />
                  <span>{organization.address}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        {children ? <div className="org-hero__aside">{children}</div> : null}
      </div>
    </header>
  );
}

type CompactHeaderProps = {
  organization: OrganizationHeaderData;
  productName: string;
  title: string;
  /** A line under the title (season, number of players). */
  subtitle?: ReactNode;
};

/** The organization in brief above a roster, group or All page, linking back to the organization. */
export function OrganizationCompactHeader({
  organization,
  productName,
  title,
  subtitle,
}: CompactHeaderProps) {
  const host = useHostRule();
  return (
    <header className="org-hero org-hero--compact">
      <OrganizationTopBar productName={productName} />
      <div className="org-hero__inner">
        <Link to={organizationHref(host, organization.short)} className="org-crumb">
          <ChevronLeftIcon size={18} className="org-crumb__chevron" />
          <OrganizationPicture organization={organization} size={40} className="org-crumb__picture" />
          <span className="org-crumb__name">{organization.name}</span>
        </Link>
        <h1 className="org-hero__title">{title}</h1>
        {subtitle ? <p className="org-hero__subtitle">{subtitle}</p> : null}
      </div>
    </header>
  );
}
