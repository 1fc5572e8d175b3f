/**
 * spec 3 §1: no completed 18-hole and no completed 9-hole round: the not-enough-data state, with the
 * Play Some Rounds! card and the app stores' badges.
 */
export function NotEnoughData({ stores }: { stores: { ios: string; android: string } }) {
  return (
    <section className="card dash-empty" aria-labelledby="dash-empty-title">
      <h2 className="dash-empty__title" id="dash-empty-title">
        Play Some Rounds!
      </h2>
      <p className="dash-empty__text">Log rounds in the mobile app to access in-depth gameplay stats.</p>
      <ul className="dash-empty__badges">
        <li>
          <a href={stores.ios} rel="noopener">
            <img src="/images/app-store-badge.svg" alt="Download on the App Store" width={150} height={45} />
          </a>
        </li>
        <li>
          <a href={stores.android} rel="noopener">
            <img src="/images/google-play-badge.svg" alt="Get it on Google Play" width={150} height={45} />
          </a>
        </li>
      </ul>
    </section>
  );
}
