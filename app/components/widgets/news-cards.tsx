import { lazy, useEffect, useRef, useState } from 'react';
import { FallbackImage } from '~/components/ui/fallback-image';
import { LazyPart } from '~/components/ui/lazy-part';
import { Spinner } from '~/components/ui/spinner';
import type { NewsView } from '~/domain/access/profile-views';
import { initialNewsCount, lessNews, moreNews, NEWS_STEP, newsButtons } from '~/domain/content/news';

// The dialog (Radix) is fetched on first use, so it costs the page's first load nothing.
const loadDialog = () => import('./news-article-dialog.client');
const NewsArticleDialog = lazy(loadDialog);

/**
 * spec 3 §2.4 news cards list: cards with header and formatted date; a click opens the article dialog;
 * View More / View Less (spec 3 §4: 4 visible, 3 under 1050px, steps of 4).
 */
export function NewsCards({ items }: { items: Array<NewsView> }) {
  const [visible, setVisible] = useState(NEWS_STEP);
  const [openId, setOpenId] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    setVisible(initialNewsCount(window.innerWidth));
  }, []);

  if (items.length === 0) return <p className="empty-note">No newsfeed items have been added.</p>;
  const buttons = newsButtons(visible, items.length);
  const open = items.find((item) => item.id === openId) ?? null;

  return (
    <>
      <ul className="news-cards">
        {items.slice(0, visible).map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="news-card"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenId(item.id);
              }}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-haspopup="dialog"
            >
              {item.thumbnailUrl ? (
                <FallbackImage
                  className="news-card__thumb"
                  src={item.thumbnailUrl}
                  alt=""
                  width={96}
                  height={64}
                  lazy
                />
              ) : null}
              <span className="news-card__text">
                <span className="news-card__header">{item.header}</span>
                <span className="news-card__date">{item.date}</span>
                <span className="news-card__excerpt">{item.excerpt}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {buttons.viewMore || buttons.viewLess ? (
        <div className="news-cards__more">
          {buttons.viewLess ? (
            <button
              type="button"
              className="button button--ghost button--sm"
              onClick={() => setVisible(lessNews(visible))}
            >
              View Less
            </button>
          ) : null}
          {buttons.viewMore ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setVisible(moreNews(visible))}
            >
              View More
            </button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <LazyPart
          name="The article"
          fallback={
            <div className="dialog-loading" role="status">
              <Spinner size="lg" />
            </div>
          }
        >
          <NewsArticleDialog item={open} onClose={() => setOpenId(null)} opener={openerRef.current} />
        </LazyPart>
      ) : null}
    </>
  );
}
