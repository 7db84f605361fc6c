import { useId } from 'react';
import { buttonClassName, Card, EnquiryLink, Price } from '@tour/shared';
import { ClockIcon } from '../shared/ControlIcons';
import { PilgrimArt, type PilgrimScene, type PilgrimSky } from './PilgrimArt';
import styles from './PackageCard.module.css';

export interface PackageCardProps {
  title: string;
  /** The line under the title: the stops, or what the package covers. */
  details: string;
  duration: string;
  price: number;
  scene: PilgrimScene;
  sky: PilgrimSky;
  /** What the illustration shows, for screen readers. */
  art: string;
  actionLabel: string;
  /** The action asks for a quote: the enquiry form, starting with this destination. */
  enquireAbout: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A pilgrimage package in a list (DESIGN.md package card): a 4:3 illustration, duration pill,
 * name, a short line, the price per person and one clear action. The action's name stays short
 * ('View Details'); the card's title describes it for screen readers.
 */
export function PackageCard({
  title,
  details,
  duration,
  price,
  scene,
  sky,
  art,
  actionLabel,
  enquireAbout,
  headingLevel: Heading = 'h2',
}: PackageCardProps) {
  const titleId = useId();
  return (
    <Card as="li" padded={false} className={styles.card}>
      <div className={styles.media}>
        <PilgrimArt scene={scene} sky={sky} label={art} className={styles.art} />
      </div>
      <div className={styles.body}>
        <p className={styles.duration}>
          <ClockIcon />
          <span>
            <span className="visually-hidden">Duration: </span>
            {duration}
          </span>
        </p>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.details}>{details}</p>
        <div className={styles.footer}>
          <Price amount={price} prefix="Starting From" suffix="per person" />
          <EnquiryLink
            className={buttonClassName({ className: styles.action })}
            prefill={{ destination: enquireAbout }}
            aria-describedby={titleId}
          >
            {actionLabel}
          </EnquiryLink>
        </div>
      </div>
    </Card>
  );
}
