import type { ReactElement } from 'react';
import type { HomeAnswer } from '@tour/shared/contracts';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import section from './HomeSection.module.css';
import styles from './WhyChooseUs.module.css';

function Glyph({ children }: { children: ReactElement }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The items' icons, in order; the words are content (content/home.yaml). */
const ICONS: ReactElement[] = [
  <path key="easy" d="M4 12.5l5 5L20 6.5" />,
  <path key="fast" d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  <path key="secure" d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  <path
    key="support"
    d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2"
  />,
];

/** '37 destinations' → ['37', 'destinations']: the number large, the rest as its label. */
function splitFact(fact: string): { value: string; label: string } {
  const match = /^(\S+)\s+(.+)$/.exec(fact);
  return match ? { value: match[1] ?? fact, label: match[2] ?? '' } : { value: fact, label: '' };
}

/** Why choose us, with facts counted from the catalogue (no claims we cannot back). */
export function WhyChooseUs({ content }: { content: HomeAnswer['whyChooseUs'] }) {
  return (
    <Reveal className={section.band} aria-labelledby="why-us-title">
      <div className={section.section}>
        <SectionHeading
          id="why-us-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <ul className={styles.grid}>
          {content.items.map((item, index) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.icon}>
                <Glyph>{ICONS[index % ICONS.length] ?? <circle cx="12" cy="12" r="8" />}</Glyph>
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        {content.facts.length > 0 && (
          <dl className={styles.numbers}>
            {content.facts.map(splitFact).map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Reveal>
  );
}
