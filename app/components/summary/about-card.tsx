import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Avatar } from '~/components/ui/fallback-image';
import type { AboutView } from '~/domain/access/profile-views';
import { needsReadMore } from '~/domain/content/about-header';

type AboutCardProps = {
  fullName: string;
  imgUrl: string | null;
  about: AboutView;
  /** Only when the resume is visible to this viewer. */
  resumeHref: string | null;
  /** spec 1 §2: no past tournaments, no charts and no about text → the stock golfer photo. */
  showStockPhoto: boolean;
};

/**
 * spec 3 §2.4 about header: photo, name, school, graduation year, GPA, NCAA number and the about
 * text, with a view-resume button. spec 3 §5: Read more appears only when the about text plus the
 * header is taller than 178px; the browser measures it (the server assumes a text needs it).
 */
export function AboutCard({ fullName, imgUrl, about, resumeHref, showStockPhoto }: AboutCardProps) {
  const headingId = useId();
  const textId = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(about.about !== null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const header = headerRef.current;
    const text = textRef.current;
    if (!header || !text) return;
    function measure() {
      if (!header || !text) return;
      setOverflows(needsReadMore(text.scrollHeight, header.offsetHeight));
    }
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const facts = [
    about.graduationYear ? `Class of ${about.graduationYear}` : null,
    about.gpa ? `GPA ${about.gpa}` : null,
    about.ncaaNumber ? `NCAA ID ${about.ncaaNumber}` : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <section className="card about-card" aria-labelledby={headingId}>
      <div className="about-card__content" data-clamped={overflows && !expanded}>
        <div className="about-card__header" ref={headerRef}>
          <Avatar src={imgUrl} alt="" size={88} className="about-card__photo" />
          <div className="about-card__identity">
            <p className="card-eyebrow">About</p>
            <h2 className="about-card__name" id={headingId}>
              {fullName}
            </h2>
            {about.school ? <p className="about-card__school">{about.school}</p> : null}
            {facts.length > 0 ? (
              <ul className="about-card__facts">
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        {about.about ? (
          <p className="about-card__text" id={textId} ref={textRef}>
            {about.about}
          </p>
        ) : null}
      </div>
      {(about.about && overflows) || resumeHref ? (
        <div className="about-card__actions">
          {about.about && overflows ? (
            <button
              type="button"
              className="button button--ghost button--sm about-card__more"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Read less' : 'Read more'}
            </button>
          ) : null}
          {resumeHref ? (
            <Button to={resumeHref} variant="primary" size="sm" prefetch="intent">
              View resume
            </Button>
          ) : null}
        </div>
      ) : null}
      {showStockPhoto ? (
        <figure className="about-card__stock">
          <img
            src="/images/stock-golfer.svg"
            alt=""
            width={480}
            height={320}
            className="about-card__stock-image"
          />
          <figcaption>{fullName} has not added an introduction, charts or tournaments yet.</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
