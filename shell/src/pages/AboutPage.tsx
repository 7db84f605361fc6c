import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Eyebrow } from '@tour/shared';
import type { SitePage, SitePageSection } from '@tour/shared/contracts';
import styles from './AboutPage.module.css';
import { sitePageQuery } from './sitePageQueries';
import { Html, SitePageError, SitePageLoading, SitePageMeta } from './SitePageState';

/**
 * The cards' pictures, by the id of their heading in content/pages/about.md ("### Customer First"
 * is customer-first). Pictures are not text: a card the file adds without one here has none.
 */
const CARD_ICONS: Record<string, ReactNode> = {
  'customer-first': (
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  ),
  innovation: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />
  ),
  integrity: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5" />,
  'global-reach': (
    <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  ),
  'affordable-pricing': <path d="M7 5h10M7 9h10M7 5c5 0 5 8 0 8h-.5L14 20" />,
  '24-7-support': (
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 14a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 16v1a3 3 0 0 1-3 3h-2" />
  ),
  'customized-plans': <path d="M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4" />,
};

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.icon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      {children}
    </svg>
  );
}

/** A flat landscape in the palette: sun, Himalayan peaks, a temple and green hills. */
function HeroIllustration() {
  return (
    <svg
      className={styles.illustration}
      width="360"
      height="260"
      viewBox="0 0 360 260"
      role="img"
      aria-labelledby="about-illustration-title"
    >
      <title id="about-illustration-title">
        Illustration of snow-capped mountains, a hill temple and green valleys at sunrise
      </title>
      <rect className={styles.sky} width="360" height="260" rx="16" />
      <circle className={styles.sun} cx="262" cy="78" r="34" />
      <path className={styles.peaks} d="M0 176 78 70l46 62 50-80 72 100 44-44 70 68v84H0z" />
      <path
        className={styles.snow}
        d="M78 70l18 24-10-3-8 8-8-8-9 3zM174 52l20 28-11-4-9 9-9-8-12 4z"
      />
      <path className={styles.hillBack} d="M0 196c60-34 128-40 190-18s120 20 170-8v90H0z" />
      <g className={styles.temple}>
        <path d="M92 176h36v-20l-18-34-18 34z" />
        <rect x="104" y="160" width="12" height="16" rx="6" className={styles.templeDoor} />
        <path d="M110 122v-12" className={styles.flagPole} />
        <path d="M110 110l10 4-10 4z" className={styles.flag} />
      </g>
      <path className={styles.hillFront} d="M0 222c72-26 150-22 220 0s100 16 140 2v36H0z" />
    </svg>
  );
}

/** /about-us: who we are, what we stand for, and the way back into the catalogue. */
export function AboutPage() {
  const query = useQuery(sitePageQuery('about'));
  return (
    <>
      <SitePageMeta document={query.data} />
      {query.data ? (
        <AboutText document={query.data} />
      ) : query.isError ? (
        <SitePageError label="about page" onRetry={() => void query.refetch()} />
      ) : (
        <SitePageLoading label="about page" />
      )}
    </>
  );
}

/**
 * content/pages/about.md laid out: the text before its first section is the hero's lead and its
 * facts the hero's figures; the sections of text before the first with cards stand side by side
 * (one opening with a quote is the mission); sections with "### " cards become card grids; the
 * last section, without cards, is the call to action with its 'Explore Packages' button.
 */
function AboutText({ document }: { document: SitePage }) {
  const sections = document.sections;
  const last = sections.at(-1);
  const cta = last !== undefined && last.parts.length === 0 ? last : undefined;
  const body = cta === undefined ? sections : sections.slice(0, -1);
  const firstCards = body.findIndex((section) => section.parts.length > 0);
  const story = firstCards === -1 ? body : body.slice(0, firstCards);
  const rest = firstCards === -1 ? [] : body.slice(firstCards);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            {document.eyebrow && (
              <Eyebrow tone="inherit" className={styles.eyebrow}>
                {document.eyebrow}
              </Eyebrow>
            )}
            <h1 id="about-title">{document.heading}</h1>
            <Html className={styles.lead} html={document.introHtml} />
          </div>
          <HeroIllustration />
        </div>
        {document.facts.length > 0 && (
          <dl className={styles.claims}>
            {document.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {story.length > 0 && (
        <div className={`${styles.container} ${styles.storyGrid}`}>
          {story.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={section.html.startsWith('<blockquote>') ? styles.mission : styles.story}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <Html html={section.html} />
            </section>
          ))}
        </div>
      )}

      {rest.map((section, index) => (
        <CardSection key={section.id} section={section} banded={index % 2 === 0} />
      ))}

      {cta && (
        <section className={styles.container} id={cta.id} aria-labelledby={`${cta.id}-title`}>
          <div className={styles.cta}>
            <div>
              <h2 id={`${cta.id}-title`}>{cta.title}</h2>
              <Html html={cta.html} />
            </div>
            <Link to="/" className={styles.ctaButton}>
              Explore Packages
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

/** A section with cards; every other one on a tinted band, as the page alternates them. */
function CardSection({ section, banded }: { section: SitePageSection; banded: boolean }) {
  const grid = section.parts.length === 3 ? styles.threeUp : styles.fourUp;
  const content = (
    <>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      <Html className={styles.sectionIntro} html={section.html} />
      <ul className={`${styles.cards} ${grid}`}>
        {section.parts.map((card) => (
          <li key={card.id} className={styles.card}>
            {CARD_ICONS[card.id] && <Icon>{CARD_ICONS[card.id]}</Icon>}
            <h3>{card.title}</h3>
            <Html html={card.html} />
          </li>
        ))}
      </ul>
    </>
  );
  return banded ? (
    <section className={styles.band} id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className={styles.container}>{content}</div>
    </section>
  ) : (
    <section className={styles.container} id={section.id} aria-labelledby={`${section.id}-title`}>
      {content}
    </section>
  );
}

/** The page as the site's routes show it; its title and description come with its text. */
export const AboutRoute = AboutPage;
