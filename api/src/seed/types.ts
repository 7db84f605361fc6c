/** Shapes of the hand-written seed content, kept close to how an editor thinks about it. */
import type { CategoryCode } from '@tour/shared/contracts';
import type { Landscape } from '../images/illustrations';

export interface DestinationSeed {
  slug: string;
  name: string;
  /** Two sentences. */
  description: string;
  landscape: Landscape;
}

export interface ItineraryDaySeed {
  title: string;
  description: string;
  stops: string[];
  stay: string;
}

export interface PackageSeed {
  destination: DestinationSeed['slug'];
  slug: string;
  name: string;
  category: CategoryCode;
  days: number;
  /** Starting price per person on twin sharing, in rupees. */
  price: number;
  maxPrice?: number;
  /** Hotel star rating, 0–5. */
  rating: number;
  /** One line for list cards. */
  description: string;
  information: string;
  inclusions: string[];
  /** Defaults to the standard exclusions. */
  exclusions?: string[];
  /** One entry per day. */
  itinerary: ItineraryDaySeed[];
}

export interface BlogSeed {
  destination: DestinationSeed['slug'];
  name: string;
  category: CategoryCode;
  /** YYYY-MM-DD */
  publishedAt: string;
  imageUrl: string | null;
  html: string;
}
