import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  ActionLink,
  Button,
  buttonClassName,
  enquiryPath,
  PAGE_SIZES,
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
      <SitePageMeta page="faq" document={query.data} />
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

/**
 * The questions: 5 first, 'Load More' adds 5, then a disabled 'No More FAQs' (the listing FAQ
 * rule of spec §2); one answer open at a time.
 */
export function FaqContent({ faq }: { faq: SiteFaq }) {
  const faqs = faq.items;
  const [visibleCount, setVisibleCount] = useState<number>(PAGE_SIZES.faqInitial);
  const [openId, setOpenId] = useState<string | null>(null);
  const questionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const openEnquiry = useSiteStore((state) => state.openEnquiry);

  const shown = faqs.slice(0, visibleCount);
  const allShown = shown.length >= faqs.length;

  // After 'Load More', move focus to the first new question so keyboard users carry on reading.
  useEffect(() => {
    if (focusIndex.current === null) return;
    questionRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visibleCount]);

  const loadMore = () => {
    focusIndex.current = shown.length;
    setVisibleCount((count) => count + PAGE_SIZES.faqStep);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {faq.eyebrow && <p className={styles.eyebrow}>{faq.eyebrow}</p>}
          <h1>{faq.heading}</h1>
          <p className={styles.lead}>{faq.lead}</p>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.questions} aria-label="Questions and answers">
          {faqs.length === 0 ? (
            <p className={styles.empty}>FAQ is not available</p>
          ) : (
            <>
              <ul className={styles.list}>
                {shown.map((item, index) => {
                  const open = openId === item.id;
                  const questionId = `faq-question-${item.id}`;
                  const answerId = `faq-answer-${item.id}`;
                  return (
                    <li
                      key={item.id}
                      className={open ? `${styles.item} ${styles.open}` : styles.item}
                    >
                      <h2 className={styles.question}>
                        <button
                          ref={(element) => {
                            questionRefs.current[index] = element;
                          }}
                          type="button"
                          id={questionId}
                          className={styles.toggle}
                          aria-expanded={open}
                          aria-controls={answerId}
                          onClick={() => setOpenId(open ? null : item.id)}
                        >
                          <span>{item.question}</span>
                          <svg
                            className={styles.chevron}
                            width="20"
                            height="20"
                            viewBox="0 0 24 24"
                            aria-hidden="true"
                          >
                            <path d="M6 9l6 6 6-6" />
                          </svg>
                        </button>
                      </h2>
                      <div
                        id={answerId}
                        role="region"
                        aria-labelledby={questionId}
                        className={styles.answer}
                        hidden={!open}
                      >
                        {item.answerHtml === '' ? (
                          <p>No answer available.</p>
                        ) : (
                          <Html html={item.answerHtml} />
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className={styles.more}>
                <p className={styles.count} aria-live="polite">
                  Showing {shown.length} of {faqs.length} questions
                </p>
                <Button variant="secondary" onClick={loadMore} disabled={allShown}>
                  {allShown ? 'No More FAQs' : 'Load More'}
                </Button>
              </div>
            </>
          )}
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
