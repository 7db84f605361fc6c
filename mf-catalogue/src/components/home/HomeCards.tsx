import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EnquiryLink, formatInr } from '@tour/shared';
import { CardScene } from './art/cardScenes';
import { ArrowIcon } from '../shared/ControlIcons';
import { monthYearLabel } from '../monthLabels';
import type { HiddenGem, PlaceCard as PlaceCardData, Review } from './homeContent';
import { destinationHref } from './links';
import styles from './cards.module.css';

/** A hidden-gem offer: 'Starting From' price and an Enquire button that opens the enquiry. */
export function OfferCard({ gem }: { gem: HiddenGem }) {
  const titleId = useId();
  return (
    <Card padded={false} className={styles.card}>
      <div className={styles.media}>
        <CardScene scene={gem.scene} label={gem.art} />
        <span className={styles.badge}>{gem.region}</span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {gem.name}
        </h3>
        <p className={styles.line}>{gem.line}</p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.note}>Starting From</span>
            <strong>{formatInr(gem.price)}</strong>
            <span className={styles.note}>per person</span>
          </p>
          <EnquiryLink
            className={buttonClassName({})}
            aria-describedby={titleId}
            prefill={{ destination: gem.name }}
          >
            Enquire
          </EnquiryLink>
        </div>
      </div>
    </Card>
  );
}

/** A destination or pilgrimage: the whole card links to its listing, /{slug}-tour-packages. */
export function PlaceCard({ place, action }: { place: PlaceCardData; action: string }) {
  return (
    <Card padded={false} className={`${styles.card} ${styles.linkCard}`}>
      <div className={styles.media}>
        <CardScene scene={place.scene} label={place.art} />
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>{place.region}</p>
        <h3 className={styles.title}>
          <Link className={styles.stretched} to={destinationHref(place.name)}>
            {place.name}
          </Link>
        </h3>
        <p className={styles.line}>{place.line}</p>
        <span className={styles.more} aria-hidden="true">
          {action} <ArrowIcon />
        </span>
      </div>
    </Card>
  );
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card className={styles.review}>
      <div className={styles.stars} role="img" aria-label={`Rated ${review.rating} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className={star <= review.rating ? styles.starOn : undefined}>
            ★
          </span>
        ))}
      </div>
      <h3 className={styles.title}>{review.title}</h3>
      <blockquote className={styles.quote}>
        <p>{review.body}</p>
      </blockquote>
      <div className={styles.reviewer}>
        <span className={styles.avatar} aria-hidden="true">
          {review.avatar}
        </span>
        <span className={styles.who}>
          <strong>{review.reviewer}</strong>
          <time dateTime={review.date}>{monthYearLabel(new Date(review.date), 'UTC')}</time>
        </span>
      </div>
    </Card>
  );
}
