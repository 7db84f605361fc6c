import { useId, useMemo, useState } from 'react';
import { richTextLength, sanitizeRichText, truncateRichText } from '@tour/shared/richText';
import styles from './ExpandableRichText.module.css';

export interface ExpandableRichTextProps {
  /** Rich text or plain text from the API. */
  text: string | null | undefined;
  /** Characters of text shown before Read More. */
  limit: number;
  /** Shown when there is no text at all. */
  emptyText?: string;
  className?: string;
}

/** Sanitised rich text, cut to `limit` characters plus '...' with Read More / Read Less. */
export function ExpandableRichText({ text, limit, emptyText, className }: ExpandableRichTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const clean = useMemo(() => sanitizeRichText(text), [text]);
  const long = useMemo(() => richTextLength(clean) > limit, [clean, limit]);
  const short = useMemo(
    () => (long ? truncateRichText(clean, limit, '...') : clean),
    [clean, long, limit],
  );

  if (!clean) {
    return emptyText ? <p className={`${styles.empty} ${className ?? ''}`}>{emptyText}</p> : null;
  }
  return (
    <div className={className}>
      <div
        id={id}
        className={styles.text}
        // Sanitised with DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: expanded || !long ? clean : short }}
      />
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </div>
  );
}
