import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZES } from '../contracts/constants';
import { Button } from './Button';
import { ChevronIcon } from './icons';
import styles from './FaqAccordion.module.css';

export interface FaqAccordionItem {
  /** Unique in the page: it names the question's and the answer's elements. */
  id: string | number;
  question: string;
  /** The answer as it shows when the question is opened. */
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: FaqAccordionItem[];
  /** Each question is a heading of this level, under the section's own heading. */
  questionLevel: 2 | 3;
  /** Says "Showing 5 of 19 questions" above the button, for a page that is only questions. */
  showCount?: boolean;
}

/**
 * The spec's FAQ rule (§2), for the FAQ page and each destination's listing: 5 questions first,
 * 'Load More' adds 5, then a disabled 'No More FAQs'; one answer open at a time. After 'Load More'
 * focus moves to the first new question, so a keyboard user reads on where they were.
 */
export function FaqAccordion({ items, questionLevel, showCount = false }: FaqAccordionProps) {
  const [visibleCount, setVisibleCount] = useState<number>(PAGE_SIZES.faqInitial);
  const [openId, setOpenId] = useState<FaqAccordionItem['id'] | null>(null);
  const questionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    questionButtons.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visibleCount]);

  if (items.length === 0) return <p className={styles.empty}>FAQ is not available</p>;

  const shown = items.slice(0, visibleCount);
  const allShown = shown.length >= items.length;

  return (
    <>
      <ul className={styles.list}>
        {shown.map((item, index) => {
          const open = openId === item.id;
          const questionId = `faq-q-${item.id}`;
          const answerId = `faq-a-${item.id}`;
          return (
            <li key={item.id} className={open ? `${styles.item} ${styles.open}` : styles.item}>
              {createElement(
                `h${questionLevel}`,
                { className: styles.question },
                <button
                  ref={(element) => {
                    questionButtons.current[index] = element;
                  }}
                  type="button"
                  id={questionId}
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  <span>{item.question}</span>
                  <span className={styles.chevron}>
                    <ChevronIcon size={20} />
                  </span>
                </button>,
              )}
              <div
                id={answerId}
                role="region"
                aria-labelledby={questionId}
                className={styles.answer}
                hidden={!open}
              >
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.more}>
        {showCount && (
          <p className={styles.count} aria-live="polite">
            Showing {shown.length} of {items.length} questions
          </p>
        )}
        <Button
          variant="secondary"
          disabled={allShown}
          onClick={() => {
            focusIndex.current = shown.length;
            setVisibleCount((count) => count + PAGE_SIZES.faqStep);
          }}
        >
          {allShown ? 'No More FAQs' : 'Load More'}
        </Button>
      </div>
    </>
  );
}
