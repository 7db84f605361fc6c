import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { formatLastUpdated } from './lastUpdated';
import styles from './LegalPage.module.css';

export interface LegalSection {
  /** The fragment the table of contents links to; unique within the page. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const LEGAL_LINKS = [
  { to: '/terms&conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
];

/** The frame of the legal pages: title, today's 'Last updated' date, a table of contents, sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const updated = formatLastUpdated(new Date());
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 id="legal-title">{title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <div className={styles.intro}>{intro}</div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.content}
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
