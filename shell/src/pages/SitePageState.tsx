/**
 * What the pages of text from content/ share: their meta from the document, the text's HTML
 * (sanitised by the API at import, rendered as it is), the shape shown while the text loads in
 * the browser, and an honest message with a way to try again when it could not be loaded.
 */
import { Button, PageMeta, Skeleton } from '@tour/shared';
import { useShellPageMeta } from '../routes/shellPageContext';
import styles from './SitePageState.module.css';

interface SitePageMetaProps {
  /** The document's title and description; until it loads, the page's name alone. */
  document: { title: string; description: string } | undefined;
}

/** Title, description and canonical link: the text from content/, the path from the routes. */
export function SitePageMeta({ document }: SitePageMetaProps) {
  const meta = useShellPageMeta();
  return (
    <PageMeta
      title={document?.title ?? meta.title}
      description={document?.description ?? meta.description}
      canonicalPath={meta.path ?? '/'}
    />
  );
}

interface HtmlProps {
  html: string;
  className?: string;
}

/** The API's rich text, sanitised where it was imported (api/src/content-files/site-pages.ts). */
export function Html({ html, className }: HtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Headings and paragraphs' shapes while the text loads. */
export function SitePageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-label={`Loading ${label}`}>
      <Skeleton width="40%" height={36} />
      <Skeleton width="70%" height={20} />
      {[0, 1, 2].map((block) => (
        <div key={block} className={styles.block}>
          <Skeleton width="35%" height={24} />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton width="80%" height={16} />
        </div>
      ))}
    </div>
  );
}

interface SitePageErrorProps {
  label: string;
  onRetry: () => void;
}

/** The text did not arrive: say so, and offer to ask again, rather than show an empty page. */
export function SitePageError({ label, onRetry }: SitePageErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <h1>We couldn’t load the {label} just now</h1>
      <p>Please check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
