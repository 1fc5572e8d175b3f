import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  embeddedFrameHeight,
  FRONT_FRAME_DELAY_MS,
  type FrontPageSection,
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
 * spec 1 §2 main (home) page: the top navigation and a search bar, then the front page in a frame. The
 * built-in front page (same origin) is as tall as its content, so it flows in the page and the window
 * scrolls it; another origin's fills the window below the bar. The height is applied one second after
 * render (spec 1 §9: 1000 ms), when the frame loads, when its content changes size and on every window
 * resize. Without JavaScript a CSS height stands in.
 */
export function HomePage({ productName, frontPageUrl, providerWebsiteUrl, section }: HomePageProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const current = frameRef.current;
    if (!current) return;
    const frame: HTMLIFrameElement = current;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    function applyHeight() {
      const bar = barRef.current;
      if (!bar) return;
      // The root element's own height, not the frame's viewport: the content may have become shorter.
      const content = frameDocument(frame)?.documentElement.offsetHeight ?? null;
      frame.style.height = `${embeddedFrameHeight(window.innerHeight, bar.getBoundingClientRect().height, content)}px`;
    }
    function onFrameLoad() {
      applyHeight();
      const body = frameDocument(frame)?.body;
      if (body && !observer) {
        observer = new ResizeObserver(applyHeight);
        observer.observe(body);
      }
      // The frame no longer scrolls: the window goes to the section the navigation asked for, and
      // again once the frame's fonts are in (text that re-wraps above the section moves it).
      const doc = frameDocument(frame);
      const target = section ? doc?.getElementById(section) : null;
      if (!doc || !target) return;
      const toSection = () => window.scrollTo({ top: frame.offsetTop + target.offsetTop });
      toSection();
      void doc.fonts.ready.then(() => {
        if (cancelled) return;
        applyHeight();
        toSection();
      });
    }
    // A theme changed on this page (the footer's switches) reaches the front page of this origin too.
    const themeObserver = new MutationObserver(() => {
      const root = frameDocument(frame)?.documentElement;
      if (!root) return;
      for (const name of ['data-theme', 'data-dark']) {
        const value = document.documentElement.getAttribute(name);
        if (value !== null) root.setAttribute(name, value);
      }
    });
    themeObserver.observe(document.documentElement, { attributeFilter: ['data-theme', 'data-dark'] });
    const timer = setTimeout(applyHeight, FRONT_FRAME_DELAY_MS);
    frame.addEventListener('load', onFrameLoad);
    if (frameDocument(frame)?.readyState === 'complete') onFrameLoad();
    window.addEventListener('resize', applyHeight);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
      themeObserver.disconnect();
      frame.removeEventListener('load', onFrameLoad);
      window.removeEventListener('resize', applyHeight);
    };
  }, [section]);

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
        <h1 className="sr-only">{productName}: golf performance and recruiting</h1>
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

/** The frame's document when it is of this origin and loaded; null for another origin. */
function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    const doc = frame.contentDocument;
    return doc && doc.URL !== 'about:blank' ? doc : null;
  } catch {
    return null;
  }
}
