import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ActionLink,
  Button,
  buttonClassName,
  enquiryPath,
  PAGE_SIZES,
  useRuntimeConfig,
  useSiteStore,
} from '@tour/shared';
import { GENERAL_FAQS, type GeneralFaq } from './faq/generalFaqs';
import styles from './FaqPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

export interface FaqPageProps {
  /** The questions to show; the general travel FAQ unless a test passes its own. */
  faqs?: readonly GeneralFaq[];
}

/**
 * /faq: the general travel FAQ. 5 questions first, 'Load More' adds 5, then a disabled
 * 'No More FAQs' (the listing FAQ rule of spec §2); one answer open at a time.
 */
export function FaqPage({ faqs = GENERAL_FAQS }: FaqPageProps) {
  const [visibleCount, setVisibleCount] = useState<number>(PAGE_SIZES.faqInitial);
  const [openId, setOpenId] = useState<string | null>(null);
  const questionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const { phone, supportEmail } = useRuntimeConfig();
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
          <p className={styles.eyebrow}>Help centre</p>
          <h1>Frequently Asked Questions</h1>
          <p className={styles.lead}>
            Straight answers about booking, payments, cancellations, documents and planning a trip
            across India with Ghumakkad and our partner agents.
          </p>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.questions} aria-label="Questions and answers">
          {faqs.length === 0 ? (
            <p className={styles.empty}>FAQ is not available</p>
          ) : (
            <>
              <ul className={styles.list}>
                {shown.map((faq, index) => {
                  const open = openId === faq.id;
                  const questionId = `faq-question-${faq.id}`;
                  const answerId = `faq-answer-${faq.id}`;
                  return (
                    <li
                      key={faq.id}
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
                          onClick={() => setOpenId(open ? null : faq.id)}
                        >
                          <span>{faq.question}</span>
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
                        {(faq.answer.length > 0 ? faq.answer : ['No answer available.']).map(
                          (paragraph) => (
                            <p key={paragraph}>{paragraph}</p>
                          ),
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
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
            </li>
            <li>
              <span className={styles.contactLabel}>Email</span>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
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

/** The page with its title and description, as the site's routes show it. */
export const FaqRoute = withPageMeta('faq', FaqPage);
