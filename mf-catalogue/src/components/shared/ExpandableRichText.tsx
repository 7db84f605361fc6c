import { useId, useMemo, useState } from 'react';
import { richTextPlain } from '@tour/shared/richText';
import styles from './ExpandableRichText.module.css';

export interface ExpandableRichTextProps {
  /** Rich text from the API: HTML sanitised where it was stored, or '' when there is none. */
  text: string | null | undefined;
  /** Characters of text (markup aside) past which it is shown collapsed, with Read More. */
  limit: number;
  /** Shown when there is no text at all. */
  emptyText?: string;
  className?: string;
}

/**
 * The API's rich text, all of it in the HTML (crawlers and readers without JavaScript get every
 * word); text longer than `limit` characters is clamped by CSS under a fade, with Read More /
 * Read Less. Whether it is long depends on the text alone, so the server's HTML and the
 * browser's first render are the same.
 */
export function ExpandableRichText({ text, limit, emptyText, className }: ExpandableRichTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = useMemo(() => !!text && richTextPlain(text).length > limit, [text, limit]);

  // The API stores text that shows nothing (an emptied editor's `<p><br></p>`) as ''.
  if (!text) {
    return emptyText ? <p className={`${styles.empty} ${className ?? ''}`}>{emptyText}</p> : null;
  }
  const collapsed = long && !expanded;
  return (
    <div className={className}>
      <div
        id={id}
        className={collapsed ? `${styles.text} ${styles.collapsed}` : styles.text}
        // A link in the hidden part reached with Tab would be scrolled to inside the clamp, half
        // faded: it opens the text instead.
        onFocus={collapsed ? () => setExpanded(true) : undefined}
        // Rendered as is: the API sanitised it with DOMPurify when it was stored
        // (api/src/content/sanitise-html.ts), as its response schemas document.
        dangerouslySetInnerHTML={{ __html: text }}
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
