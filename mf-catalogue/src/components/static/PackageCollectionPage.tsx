import type { ReactNode } from 'react';
import { PageMeta } from '@tour/shared';
import { useHomeContent } from '../home/useHomeContent';
import { ContentPending, PackageCards, type PackageCardsProps } from './PackageCards';
import { PageIntro } from './PageIntro';
import frame from './StaticPage.module.css';
import styles from './PackageCollectionPage.module.css';

export interface PackageCollectionPageProps {
  /** Which of content/home.yaml's collections the page shows. */
  collection: 'tours' | 'devDarshan';
  meta: { title: string; description: string; canonicalPath: string };
  /** The heading while the content loads or when it cannot. */
  pendingIntro: { eyebrow: string; title: string };
  /** The list's heading, for screen readers. */
  listHeading: string;
  actionLabel: string;
  action: PackageCardsProps['action'];
  /** Sections after the list, each a `PackageCollectionSection`. */
  children?: ReactNode;
}

/**
 * A page of catalogue packages that content/home.yaml names (/tours, /details-dev-darshan): the
 * intro band with the collection's heading, then its cards with their catalogue prices.
 */
export function PackageCollectionPage({
  collection,
  meta,
  pendingIntro,
  listHeading,
  actionLabel,
  action,
  children,
}: PackageCollectionPageProps) {
  const content = useHomeContent();
  return (
    <div className={frame.page}>
      <PageMeta {...meta} />
      {content.status === 'ready' ? (
        <PageIntro
          eyebrow={content.home[collection].eyebrow}
          title={content.home[collection].title}
          lead={content.home[collection].lead}
        />
      ) : (
        <PageIntro {...pendingIntro} lead="" />
      )}
      <PackageCollectionSection labelledBy={`${collection}-list`}>
        <h2 id={`${collection}-list`} className="visually-hidden">
          {listHeading}
        </h2>
        {content.status === 'ready' ? (
          <PackageCards
            className={styles.grid}
            cards={content.home[collection].packages}
            actionLabel={actionLabel}
            action={action}
          />
        ) : (
          <ContentPending state={content} />
        )}
      </PackageCollectionSection>
      {children}
    </div>
  );
}

/** A section of the page, as wide as the site's layout, named by the heading of `labelledBy`. */
export function PackageCollectionSection({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <section className={frame.section} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
