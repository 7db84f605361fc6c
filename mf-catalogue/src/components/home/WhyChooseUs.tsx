import type { ReactElement } from 'react';
import { CLAIMS } from '@tour/shared';
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

const WHY_US = [
  {
    title: 'Easy to use',
    text: 'Tell us where and when; we do the legwork of comparing agents.',
    icon: <path d="M4 12.5l5 5L20 6.5" />,
  },
  {
    title: 'Fast and responsive',
    text: 'Quotes from expert agents, usually within a day.',
    icon: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  },
  {
    title: 'Secure and reliable',
    text: 'Verified partners and clear written policies.',
    icon: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  },
  {
    title: '24/7 support',
    text: 'A real person on the phone, before and during your trip.',
    icon: (
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2" />
    ),
  },
];

const NUMBERS = [
  { value: CLAIMS.agents, label: 'expert agents' },
  { value: CLAIMS.travelers, label: 'travellers' },
  { value: CLAIMS.destinations, label: 'destinations' },
];

export function WhyChooseUs() {
  return (
    <Reveal className={section.band} aria-labelledby="why-us-title">
      <div className={section.section}>
        <SectionHeading
          id="why-us-title"
          eyebrow="Why Ghumakkad"
          title="Why travellers choose Ghumakkad"
        />
        <ul className={styles.grid}>
          {WHY_US.map((item) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.icon}>
                <Glyph>{item.icon}</Glyph>
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <dl className={styles.numbers}>
          {NUMBERS.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Reveal>
  );
}
