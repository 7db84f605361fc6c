import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CLAIMS, useRuntimeConfig } from '@tour/shared';
import styles from './AboutPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

interface Highlight {
  title: string;
  text: string;
  icon: ReactNode;
}

const CORE_VALUES: Highlight[] = [
  {
    title: 'Customer First',
    text: 'Every suggestion starts with your dates, your budget and the people you travel with. If a plan does not suit you, we will tell you so, even when that means a smaller booking for us.',
    icon: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  },
  {
    title: 'Innovation',
    text: 'We use technology to take the tedium out of planning: quotes side by side in one place, packages you can browse by theme or month, and an AI travel assistant for quick answers, with a real person always a call away.',
    icon: (
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />
    ),
  },
  {
    title: 'Integrity',
    text: 'Prices are shown as they are and inclusions are spelt out in writing. We do not rush you with countdown timers or invented deadlines, and we hold our partner agents to the same standard.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5" />,
  },
];

const REASONS: Highlight[] = [
  {
    title: 'Global Reach',
    text: 'Our partner agents cover India from Kashmir to Kanyakumari, and popular destinations beyond it. Whether you are starting from Delhi, Dubai or London, someone who knows your destination well is ready to plan with you.',
    icon: (
      <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    ),
  },
  {
    title: 'Affordable Pricing',
    text: 'Because more than one agent quotes for your trip, you can see what fair value looks like before you decide. Sending an enquiry costs nothing, and you are never obliged to book.',
    icon: <path d="M7 5h10M7 9h10M7 5c5 0 5 8 0 8h-.5L14 20" />,
  },
  {
    title: '24/7 Support',
    text: 'Travel does not keep office hours. Call us or write to us at any time, whether you are still comparing quotes or standing at a railway station at midnight.',
    icon: (
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 14a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 16v1a3 3 0 0 1-3 3h-2" />
    ),
  },
  {
    title: 'Customized Plans',
    text: 'Every package is a starting point. Upgrade the hotel, add a day in the hills, slow the pace for elderly parents or fit in a temple darshan: your agent shapes the trip around you.',
    icon: <path d="M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4" />,
  },
];

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.icon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      {children}
    </svg>
  );
}

/** A flat landscape in the palette: sun, Himalayan peaks, a temple and green hills. */
function HeroIllustration() {
  return (
    <svg
      className={styles.illustration}
      width="360"
      height="260"
      viewBox="0 0 360 260"
      role="img"
      aria-labelledby="about-illustration-title"
    >
      <title id="about-illustration-title">
        Illustration of snow-capped mountains, a hill temple and green valleys at sunrise
      </title>
      <rect className={styles.sky} width="360" height="260" rx="16" />
      <circle className={styles.sun} cx="262" cy="78" r="34" />
      <path className={styles.peaks} d="M0 176 78 70l46 62 50-80 72 100 44-44 70 68v84H0z" />
      <path
        className={styles.snow}
        d="M78 70l18 24-10-3-8 8-8-8-9 3zM174 52l20 28-11-4-9 9-9-8-12 4z"
      />
      <path className={styles.hillBack} d="M0 196c60-34 128-40 190-18s120 20 170-8v90H0z" />
      <g className={styles.temple}>
        <path d="M92 176h36v-20l-18-34-18 34z" />
        <rect x="104" y="160" width="12" height="16" rx="6" className={styles.templeDoor} />
        <path d="M110 122v-12" className={styles.flagPole} />
        <path d="M110 110l10 4-10 4z" className={styles.flag} />
      </g>
      <path className={styles.hillFront} d="M0 222c72-26 150-22 220 0s100 16 140 2v36H0z" />
    </svg>
  );
}

/** /about-us: who we are, what we stand for, and the way back into the catalogue. */
export function AboutPage() {
  const { phone } = useRuntimeConfig();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>About us</p>
            <h1 id="about-title">About Ghumakkad</h1>
            <p className={styles.lead}>
              We help you plan holidays across India with experienced local travel agents. Tell us
              where you want to go and how you like to travel; we bring you quotes you can compare,
              so you book with confidence.
            </p>
          </div>
          <HeroIllustration />
        </div>
        <dl className={styles.claims}>
          <div>
            <dt>Partner travel agents</dt>
            <dd>{CLAIMS.agents}</dd>
          </div>
          <div>
            <dt>Travellers served</dt>
            <dd>{CLAIMS.travelers}</dd>
          </div>
          <div>
            <dt>Destinations covered</dt>
            <dd>{CLAIMS.destinations}</dd>
          </div>
        </dl>
      </section>

      <div className={`${styles.container} ${styles.storyGrid}`}>
        <section className={styles.story} aria-labelledby="about-story">
          <h2 id="about-story">Our Story</h2>
          <p>
            <i lang="hi">Ghumakkad</i> is the Hindi word for someone who loves to wander, and it is
            how most of us would describe ourselves. We started with a familiar frustration:
            planning a family holiday meant dozens of phone calls, quotes that could not be
            compared, and very little sense of whom to trust.
          </p>
          <p>
            So we built a simpler way. You share your plan once, and agents who know the destination
            well send you their itineraries and prices. You compare hotels, inclusions and costs
            side by side, ask as many questions as you like, and book only when you are happy.
          </p>
          <p>
            Today our network has {CLAIMS.agents} partner agents covering {CLAIMS.destinations}{' '}
            destinations, from the backwaters of Kerala and the beaches of Goa to the forts of
            Rajasthan, the Himalayan hill stations and the great pilgrimage circuits. So far,{' '}
            {CLAIMS.travelers} travellers have planned their journeys with us.
          </p>
        </section>

        <section className={styles.mission} aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p className={styles.missionQuote}>
            To make planning a holiday in India as easy as choosing where to go.
          </p>
          <p>
            That means honest prices, trusted local experts and help whenever you need it, for a
            weekend in the hills, a honeymoon by the sea or a once-in-a-lifetime yatra with your
            parents.
          </p>
        </section>
      </div>

      <section className={styles.band} aria-labelledby="about-values">
        <div className={styles.container}>
          <h2 id="about-values">Core Values</h2>
          <p className={styles.sectionIntro}>Three ideas guide every trip we help plan.</p>
          <ul className={`${styles.cards} ${styles.threeUp}`}>
            {CORE_VALUES.map((value) => (
              <li key={value.title} className={styles.card}>
                <Icon>{value.icon}</Icon>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.container} aria-labelledby="about-why">
        <h2 id="about-why">Why Choose Ghumakkad</h2>
        <p className={styles.sectionIntro}>
          What you can count on when you plan with us and our partner agents.
        </p>
        <ul className={`${styles.cards} ${styles.fourUp}`}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.card}>
              <Icon>{reason.icon}</Icon>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.container} aria-labelledby="about-cta">
        <div className={styles.cta}>
          <div>
            <h2 id="about-cta">Where would you like to go next?</h2>
            <p>
              Browse packages by theme, destination or month, or call us on{' '}
              <a className={styles.ctaPhone} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
                {phone}
              </a>{' '}
              and we will help you shape a plan.
            </p>
          </div>
          <Link to="/" className={styles.ctaButton}>
            Explore Packages
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const AboutRoute = withPageMeta('about', AboutPage);
