import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  FRONT_FRAME_DELAY_MS,
  type FrontPageSection,
  frameHeight,
  frontPageSrc,
} from '~/components/marketing/front-page';
import { TopNav } from '~/components/marketing/top-nav';
import { buttonClassName } from '~/components/ui/button';
import { ExternalIcon, SearchIcon } from '~/components/ui/icons';

export type HomePageProps = {
  productName: string;
  /** The external front page shown full height (configuration FRONT_PAGE_URL). */
  frontPageUrl: string;
  /** The provider's own website (configuration PROVIDER_WEBSITE_URL). */
  providerWebsiteUrl: string;
  /** A front-page section the top navigation asked for, or null. */
  section: FrontPageSection | null;
};

/**
 * spec 1 §2 main (home) page: the top navigation and a search bar, then the external front page in a
 * frame whose height is the window height minus the bar above it, applied one second after render
 * (spec 1 §9: 1000 ms) and on every window resize. Without JavaScript a CSS height stands in.
 */
export function HomePage({ productName, frontPageUrl, providerWebsiteUrl, section }: HomePageProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    function applyHeight() {
      const bar = barRef.current;
      const frame = frameRef.current;
      if (!bar || !frame) return;
      frame.style.height = `${frameHeight(window.innerHeight, bar.getBoundingClientRect().height)}px`;
    }
    const timer = setTimeout(applyHeight, FRONT_FRAME_DELAY_MS);
    window.addEventListener('resize', applyHeight);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', applyHeight);
    };
  }, []);

  return (
    <>
      <div className="home-bar" ref={barRef} data-home-bar="">
        <TopNav productName={productName} />
        <div className="home-search-bar">
          <div className="home-search-bar__inner">
            <Form
              method="get"
              action="/golf/search"
              role="search"
              className="search-box home-search-bar__form"
            >
              <input type="hidden" name="type" value="account" />
              <label htmlFor="home-search-q" className="sr-only">
                Search players
              </label>
              <SearchIcon className="search-box__icon" />
              <input
                id="home-search-q"
                name="q"
                type="search"
                placeholder="Search players..."
                autoComplete="off"
                spellCheck={false}
                className="search-box__input"
              />
              <button type="submit" className={buttonClassName({ variant: 'primary' }, 'search-box__submit')}>
                Search
              </button>
            </Form>
            <a
              href={providerWebsiteUrl}
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: 'ghost' }, 'home-search-bar__website')}
            >
              <span className="home-search-bar__website-text">Visit our website</span>
              <ExternalIcon size={16} />
              <span className="sr-only"> (opens in a new window)</span>
            </a>
          </div>
        </div>
      </div>
      <main id="main" className="home">
        <iframe
          ref={frameRef}
          className="home-frame"
          src={frontPageSrc(frontPageUrl, section)}
          title={`${productName}: about the product`}
        />
      </main>
    </>
  );
}
