import { Link } from 'react-router-dom';
import { EnquiryLink, NotFoundMeta, buttonClassName } from '@tour/shared';
import styles from './CatalogueNotFound.module.css';

export interface CatalogueNotFoundProps {
  /** What is missing, for the heading and title: "Package not found". */
  title: string;
  /** One true sentence about what the address did not lead to. */
  message: string;
}

/**
 * The body and head of a catalogue page whose address names nothing we have (the page answers
 * 404): it says so in words that are true whatever the address said, never names a made-up
 * destination or package as if it were ours, and offers the ways on.
 */
export function CatalogueNotFound({ title, message }: CatalogueNotFoundProps) {
  return (
    <section className={styles.page} aria-labelledby="catalogue-not-found-title">
      <NotFoundMeta title={title} description={message} />
      <p className={styles.code}>404</p>
      <h1 id="catalogue-not-found-title">{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          Search tour packages
        </Link>
        <EnquiryLink className={buttonClassName({ variant: 'secondary' })}>
          Tell us your plan
        </EnquiryLink>
      </div>
    </section>
  );
}
