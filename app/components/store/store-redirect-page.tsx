import { useRouteLoaderData } from '@remix-run/react';
import { TopNav } from '~/components/marketing/top-nav';
import type { ShownSupportContact } from '~/domain/store/support';
import type { loader as rootLoader } from '~/root';

type StoreRedirectPageProps = {
  productName: string;
  stores: { android: string; ios: string };
  contacts: ReadonlyArray<ShownSupportContact>;
};

/** spec 1 §2 store redirect, for browsers that are neither Android nor iOS: badges and support. */
export function StoreRedirectPage({ productName, stores, contacts }: StoreRedirectPageProps) {
  const nav = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? productName;
  return (
    <>
      <TopNav productName={nav} />
      <main id="main" className="store">
        <section className="page-band" aria-labelledby="store-title">
          <div className="page-band__inner store__intro">
            <p className="eyebrow">Get the app</p>
            <h1 className="page-band__title" id="store-title">
              {productName} on your phone
            </h1>
            <p className="page-band__lead">
              Log rounds shot by shot, follow your stats and keep your profile up to date. Open this page on
              your phone to go straight to your store, or choose one below.
            </p>
            <ul className="store-badges">
              <li>
                <a href={stores.ios} className="store-badge" rel="noopener">
                  <img
                    src="/images/app-store-badge.svg"
                    alt="Download on the App Store"
                    width={180}
                    height={54}
                  />
                </a>
              </li>
              <li>
                <a href={stores.android} className="store-badge" rel="noopener">
                  <img
                    src="/images/google-play-badge.svg"
                    alt="Get it on Google Play"
                    width={180}
                    height={54}
                  />
                </a>
              </li>
            </ul>
          </div>
        </section>
        <section className="page-body" aria-labelledby="support-title">
          <h2 className="store__support-title" id="support-title">
            Need help? Talk to our support team
          </h2>
          <ul className="support-contacts">
            {contacts.map((contact) => (
              <li key={contact.region} className="card support-contact">
                <p className="card-eyebrow">{contact.region}</p>
                <p className="support-contact__name">{contact.name}</p>
                <p className="support-contact__hours">{contact.hours}</p>
                <dl className="support-contact__lines">
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      {contact.phoneHref ? <a href={contact.phoneHref}>{contact.phone}</a> : contact.phone}
                    </dd>
                  </div>
                  <div>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
