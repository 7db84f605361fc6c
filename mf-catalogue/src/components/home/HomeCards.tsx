import { useId } from 'react';
import {
  ArrowIcon,
  buttonClassName,
  Card,
  EnquiryLink,
  listingPath,
  packageDetailPath,
} from '@tour/shared';
import type { HomePackageCard, HomePlaceCard, Testimonial } from '@tour/shared/contracts';
import { CardScene } from './art/cardScenes';
import { monthYearLabel } from '../monthLabels';
import {
  PackageCardFooter,
  PackageCardFrame,
  PackageCardTitle,
} from '../packageCard/PackageCardFrame';
import { DiscountBadge, DiscountedPrice, ShortDuration } from '../packageCard/PackageCardParts';
import { discountPercent } from '../packageCard/packageCardText';
import { cardArtFor } from './cardArt';
import styles from './cards.module.css';

/**
 * A hidden-gem offer: a catalogue package with its photo (else its drawing), its 'Starting From'
 * price or price range with its GST, as on its own page, its length, and an Enquire button that
 * opens the enquiry. The card itself leads to the package's page, like every package card.
 * 'N% OFF' only when the package states its price before the discount.
 */
export function OfferCard({ gem }: { gem: HomePackageCard }) {
  const titleId = useId();
  const { scene, art } = cardArtFor(gem.destination, gem.slug);
  const discount = discountPercent(gem.price, gem.originalPrice);
  return (
    <PackageCardFrame
      className={`${styles.card} ${styles.linkCard}`}
      image={{ photo: gem.photo, alt: art, fallback: <CardScene scene={scene} label={art} /> }}
      badges={
        <>
          <span className={styles.badge}>{gem.destinationName}</span>
          {discount !== null && <DiscountBadge percent={discount} className={styles.discount} />}
        </>
      }
      bodyClassName={styles.body}
    >
      <p className={styles.kicker}>
        <ShortDuration days={gem.days} />
      </p>
      <PackageCardTitle
        id={titleId}
        to={packageDetailPath(gem.destinationName, gem.name)}
        className={styles.title}
        link={{ card: styles.stretched }}
      >
        {gem.name}
      </PackageCardTitle>
      <p className={styles.line}>{gem.description}</p>
      <PackageCardFooter className={styles.footer}>
        <DiscountedPrice
          price={gem.price}
          maxPrice={gem.maxPrice}
          gst={gem.gst}
          originalPrice={gem.originalPrice}
          discount={discount}
          className={styles.price}
        />
        <EnquiryLink
          className={buttonClassName({ className: styles.aboveLink })}
          aria-describedby={titleId}
          prefill={{ destination: gem.destinationName }}
        >
          Enquire
        </EnquiryLink>
      </PackageCardFooter>
    </PackageCardFrame>
  );
}

/**
 * A destination or pilgrimage, with the destination's photo (else its drawing): the whole card
 * links to its listing, /{slug}-tour-packages.
 */
export function PlaceCard({ place, action }: { place: HomePlaceCard; action: string }) {
  const { scene, art } = cardArtFor(place.destination);
  return (
    <PackageCardFrame
      className={`${styles.card} ${styles.linkCard}`}
      image={{ photo: place.photo, alt: art, fallback: <CardScene scene={scene} label={art} /> }}
      bodyClassName={styles.body}
    >
      <p className={styles.kicker}>{place.region}</p>
      <PackageCardTitle
        to={listingPath(place.destination)}
        className={styles.title}
        link={{ card: styles.stretched }}
      >
        {place.name}
      </PackageCardTitle>
      <p className={styles.line}>{place.line}</p>
      <span className={styles.more} aria-hidden="true">
        {action} <ArrowIcon />
      </span>
    </PackageCardFrame>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

/** A traveller's review, always with where and when it was posted (content/testimonials.yaml). */
export function ReviewCard({ review }: { review: Testimonial }) {
  return (
    <Card className={styles.review}>
      {review.rating !== undefined && (
        <div className={styles.stars} role="img" aria-label={`Rated ${review.rating} out of 5`}>
          {[1, 2, 3, 4, 5].map((star) => (
            <span key={star} className={star <= (review.rating ?? 0) ? styles.starOn : undefined}>
              ★
            </span>
          ))}
        </div>
      )}
      {review.title && <h3 className={styles.title}>{review.title}</h3>}
      <blockquote className={styles.quote}>
        <p>{review.text}</p>
      </blockquote>
      <div className={styles.reviewer}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(review.reviewer)}
        </span>
        <span className={styles.who}>
          <strong>{review.reviewer}</strong>
          <span>
            {review.source},{' '}
            <time dateTime={review.date}>
              {monthYearLabel(new Date(`${review.date}T00:00:00Z`), 'UTC')}
            </time>
          </span>
        </span>
      </div>
    </Card>
  );
}
