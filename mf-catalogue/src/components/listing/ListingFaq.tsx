import { useMemo } from 'react';
import { type AnswerResponse, FaqAccordion, type QuestionResponse } from '@tour/shared';
import styles from './ListingFaq.module.css';

interface ListingFaqProps {
  destinationName: string;
  questions: QuestionResponse[] | null | undefined;
  answers: AnswerResponse[] | null | undefined;
}

/** The destination's FAQ: its questions matched to their answers by questionId. */
export function ListingFaq({ destinationName, questions, answers }: ListingFaqProps) {
  const items = useMemo(() => {
    const byQuestion = new Map((answers ?? []).map((a) => [a.questionId, a.answer]));
    return (questions ?? []).map((q) => ({
      id: q.id,
      question: q.question,
      answer: <p>{byQuestion.get(q.id)?.trim() || 'No answer available.'}</p>,
    }));
  }, [questions, answers]);

  return (
    <section className={styles.faq} aria-labelledby="listing-faq-title">
      <h2 id="listing-faq-title" className={styles.heading}>
        {destinationName} FAQs
      </h2>
      <FaqAccordion items={items} questionLevel={3} />
    </section>
  );
}
