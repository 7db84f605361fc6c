import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Eyebrow } from '@tour/shared';
import type { SitePage, SitePageBlock, SitePageName } from '@tour/shared/contracts';
import { sitePageQuery } from '../sitePageQueries';
import { Html, SitePageError, SitePageLoading, SitePageMeta } from '../SitePageState';
import { formatLastUpdated } from './lastUpdated';
import { LegalContact } from './LegalContact';
import { PersonalDataSummary } from './PersonalDataSummary';
import styles from './LegalPage.module.css';

const LEGAL_LINKS = [
  { to: '/terms&conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
];

/** The parts of the site a section may show instead of text (`{{contact}}` in its file). */
const BLOCKS: Record<SitePageBlock, () => ReactNode> = {
  contact: () => <LegalContact />,
  'personal-data': () => <PersonalDataSummary />,
};

export interface LegalPageProps {
  /** The page's file under content/pages/. */
  name: SitePageName;
  /** How the loading and error states name it, e.g. 'terms and conditions'. */
  label: string;
}

/**
 * A legal page from content/pages/<name>.md: title, the 'Last updated' day its file gives, a
 * table of contents of its sections, then the sections, as the server rendered them.
 */
export function LegalPage({ name, label }: LegalPageProps) {
  const query = useQuery(sitePageQuery(name));
  return (
    <>
      <SitePageMeta document={query.data} />
      {query.data ? (
        <LegalText document={query.data} />
      ) : query.isError ? (
        <SitePageError label={label} onRetry={() => void query.refetch()} />
      ) : (
        <SitePageLoading label={label} />
      )}
    </>
  );
}

function LegalText({ document }: { document: SitePage }) {
  const updated = formatLastUpdated(document.updated);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <Eyebrow>{document.eyebrow ?? 'Legal'}</Eyebrow>
        <h1 id="legal-title">{document.heading}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <Html className={styles.intro} html={document.introHtml} />
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.block ? BLOCKS[section.block]() : <Html html={section.html} />}
            </section>
          ))}

          <nav className={styles.related} aria-label="Legal pages">
            <ul>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => (isActive ? styles.current : undefined)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}
