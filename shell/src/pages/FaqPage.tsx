import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  ActionLink,
  buttonClassName,
  enquiryPath,
  Eyebrow,
  FaqAccordion,
  useSiteStore,
} from '@tour/shared';
import type { SiteFaq } from '@tour/shared/contracts';
import { EmailLink, PhoneLink } from '@tour/shared';
import styles from './FaqPage.module.css';
import { siteFaqQuery } from './sitePageQueries';
import { Html, SitePageError, SitePageLoading, SitePageMeta } from './SitePageState';

/** /faq: the general travel FAQ of content/site/faq.yaml, as the server rendered it. */
export function FaqPage() {
  const query = useQuery(siteFaqQuery);
  return (
    <>
      <SitePageMeta document={query.data} />
      {query.data ? (
        <FaqContent faq={query.data} />
      ) : query.isError ? (
        <SitePageError label="FAQ" onRetry={() => void query.refetch()} />
      ) : (
        <SitePageLoading label="FAQ" />
      )}
    </>
  );
}

/** The page: the questions, and a card with the ways to ask one of our own. */
export function FaqContent({ faq }: { faq: SiteFaq }) {
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  const items = faq.items.map((item) => ({
    id: item.id,
    question: item.question,
    answer: item.answerHtml === '' ? <p>No answer available.</p> : <Html html={item.answerHtml} />,
  }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {faq.eyebrow && <Eyebrow>{faq.eyebrow}</Eyebrow>}
          <h1>{faq.heading}</h1>
          <p className={styles.lead}>{faq.lead}</p>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.questions} aria-label="Questions and answers">
          <FaqAccordion items={items} questionLevel={2} showCount />
        </section>

        <aside className={styles.help} aria-labelledby="faq-help-title">
          <h2 id="faq-help-title">Still have a question?</h2>
          <p>
            Our travel experts are available 24/7. Tell us your plan and we will answer, or bring
            you quotes from partner agents.
          </p>
          <ul className={styles.contacts}>
            <li>
              <span className={styles.contactLabel}>Call us</span>
              <PhoneLink />
            </li>
            <li>
              <span className={styles.contactLabel}>Email</span>
              <EmailLink />
            </li>
          </ul>
          <ActionLink
            href={enquiryPath()}
            className={buttonClassName({ block: true })}
            onAction={() => openEnquiry()}
          >
            Send an enquiry
          </ActionLink>
          <p className={styles.helpLink}>
            <Link to="/customer-support">Visit Customer Support</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The page as the site's routes show it; its title and description come with its text. */
export const FaqRoute = FaqPage;
