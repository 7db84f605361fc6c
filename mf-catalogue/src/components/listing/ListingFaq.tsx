import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, PAGE_SIZES, type AnswerResponse, type QuestionResponse } from '@tour/shared';
import { ChevronIcon } from '../shared/icons';
import styles from './ListingFaq.module.css';

interface ListingFaqProps {
  destinationName: string;
  questions: QuestionResponse[] | null | undefined;
  answers: AnswerResponse[] | null | undefined;
}

/**
 * The destination's FAQ accordion: questions matched to answers by questionId, 5 first, 'Load
 * More' adds 5, then a disabled 'No More FAQs'. One answer open at a time.
 */
export function ListingFaq({ destinationName, questions, answers }: ListingFaqProps) {
  const [visibleCount, setVisibleCount] = useState<number>(PAGE_SIZES.faqInitial);
  const [openId, setOpenId] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  const faqs = useMemo(() => {
    const byQuestion = new Map((answers ?? []).map((a) => [a.questionId, a.answer]));
    return (questions ?? []).map((q) => ({
      id: q.id,
      question: q.question,
      answer: byQuestion.get(q.id)?.trim() || 'No answer available.',
    }));
  }, [questions, answers]);

  const shown = faqs.slice(0, visibleCount);
  const allShown = shown.length >= faqs.length;

  // After 'Load More', focus the first new question so keyboard users read on.
  useEffect(() => {
    if (focusIndex.current === null) return;
    buttons.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visibleCount]);

  return (
    <section className={styles.faq} aria-labelledby="listing-faq-title">
      <h2 id="listing-faq-title" className={styles.heading}>
        {destinationName} FAQs
      </h2>
      {faqs.length === 0 ? (
        <p className={styles.empty}>FAQ is not available</p>
      ) : (
        <>
          <ul className={styles.list}>
            {shown.map((faq, index) => {
              const open = openId === faq.id;
              return (
                <li key={faq.id} className={open ? `${styles.item} ${styles.open}` : styles.item}>
                  <h3 className={styles.question}>
                    <button
                      ref={(element) => {
                        buttons.current[index] = element;
                      }}
                      type="button"
                      id={`faq-q-${faq.id}`}
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={`faq-a-${faq.id}`}
                      onClick={() => setOpenId(open ? null : faq.id)}
                    >
                      <span>{faq.question}</span>
                      <span className={styles.chevron}>
                        <ChevronIcon size={20} />
                      </span>
                    </button>
                  </h3>
                  <div
                    id={`faq-a-${faq.id}`}
                    role="region"
                    aria-labelledby={`faq-q-${faq.id}`}
                    className={styles.answer}
                    hidden={!open}
                  >
                    <p>{faq.answer}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.more}>
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
      )}
    </section>
  );
}
