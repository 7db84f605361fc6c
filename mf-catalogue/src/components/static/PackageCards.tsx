import { packageDetailPath } from '@tour/shared';
import type { HomePackageCard } from '@tour/shared/contracts';
import type { HomeContentState } from '../home/useHomeContent';
import { CollectionPackageCard } from '../packageCard/CollectionPackageCard';
import { pilgrimArtFor } from './pilgrimArtFor';

export interface PackageCardsProps {
  cards: HomePackageCard[];
  actionLabel: string;
  /**
   * 'page': the action opens the package's page; 'enquiry': the enquiry form, filled in. Either
   * way the card's title links to the package's page.
   */
  action: 'page' | 'enquiry';
  className?: string;
}

/** Catalogue packages as pilgrimage cards: each card's facts are its package's, as imported. */
export function PackageCards({ cards, actionLabel, action, className }: PackageCardsProps) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <CollectionPackageCard
          key={card.slug}
          title={card.name}
          details={card.description}
          days={card.days}
          price={card.price}
          maxPrice={card.maxPrice}
          gst={card.gst}
          originalPrice={card.originalPrice}
          photo={card.photo}
          {...pilgrimArtFor(card.destination)}
          actionLabel={actionLabel}
          to={packageDetailPath(card.destinationName, card.name)}
          enquireAbout={action === 'enquiry' ? card.name : undefined}
          headingLevel="h3"
        />
      ))}
    </ul>
  );
}

/** Said where the cards would be while the content loads, or when it could not be loaded. */
export function ContentPending({
  state,
}: {
  state: Exclude<HomeContentState, { status: 'ready' }>;
}) {
  return (
    <p role="status">
      {state.status === 'loading'
        ? 'Loading packages…'
        : 'We could not load these packages just now. Please try again in a moment.'}
    </p>
  );
}
