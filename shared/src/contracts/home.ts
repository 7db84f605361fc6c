/**
 * The home page and the pilgrimage pages (/tours, /darshan, /details-dev-darshan) as the content
 * team writes them (content/home.yaml, content/testimonials.yaml) and as GET /site/home answers
 * them (issue 38). Their copy is text; every price, duration and name on a card comes from the
 * catalogue package the card names by slug, so one price change in content shows on every page.
 */
import type { GstTerm } from './packageFacts';
import type { Photo } from './photo';

/** The site document the import stores the home content under. */
export const HOME_DOCUMENT = 'home';

/**
 * Placeholders copy may use, filled in by the API from the published catalogue at answer time:
 * "{destinations} destinations" reads "37 destinations" today and stays true as content changes.
 */
export const HOME_COUNT_PLACEHOLDERS = ['destinations', 'packages'] as const;
export type HomeCountName = (typeof HOME_COUNT_PLACEHOLDERS)[number];

/** A section's heading as the page shows it. */
export interface HomeSectionCopy {
  eyebrow: string;
  title: string;
  intro?: string;
}

/** One hero slide: its button opens the listing of `destination` (a destination slug). */
export interface HomeHeroSlide {
  destination: string;
  subheading: string;
  heading: string;
  text: string;
}

/** A destination card: the destination by slug, and our line about it. */
export interface HomePlaceEntry {
  destination: string;
  /** The small line above the name: a state or what the place is known for. */
  region: string;
  line: string;
}

export interface HomeTextItem {
  title: string;
  text: string;
}

/** A traveller's review, shown only with where it was posted and when. */
export interface Testimonial {
  reviewer: string;
  text: string;
  /** Where the review was posted, e.g. "Google reviews". */
  source: string;
  /** YYYY-MM-DD. */
  date: string;
  rating?: number;
  title?: string;
}

export interface DarshanSlideCopy {
  eyebrow: string;
  text: string;
}

/**
 * A sacred place on /darshan, and what the catalogue has for it: the listing of `destination`
 * (a destination slug) or the page of `package` (a package slug). With neither the tile is no
 * link: the catalogue has nothing for it, and a link elsewhere would mislead.
 */
export interface DarshanTileCopy {
  name: string;
  state: string;
  destination?: string;
  package?: string;
}

/** A tile as GET /site/home answers it: the page it links to, when the catalogue has one. */
export interface DarshanTileCard {
  name: string;
  state: string;
  /** The destination's listing or the package's page; absent: the tile is no link. */
  to?: string;
}

/** The page heading of /tours and /details-dev-darshan. */
export interface PackagePageCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/**
 * The document as the import stores it: copy, and collections naming packages and destinations
 * by slug. `P` is what a package collection holds: slugs here, cards in the answer.
 */
export interface HomeContent<P = string, D = HomePlaceEntry, T = DarshanTileCopy> {
  /** `trustNotes`: the short promises under the slides, shown only as the content states them. */
  hero: { slides: HomeHeroSlide[]; trustNotes: string[] };
  hiddenGems: HomeSectionCopy & { packages: P[] };
  devotionalPlans: HomeSectionCopy & { places: D[] };
  trendingDestinations: HomeSectionCopy & { places: D[] };
  whyChooseUs: HomeSectionCopy & { items: HomeTextItem[]; facts: string[] };
  reviews: HomeSectionCopy & { testimonials: Testimonial[] };
  tours: PackagePageCopy & { packages: P[] };
  darshan: {
    slideTitle: string;
    slides: DarshanSlideCopy[];
    heading: string;
    intro: string;
    tiles: T[];
  };
  devDarshan: PackagePageCopy & { packages: P[] };
}

export type HomeDocument = HomeContent;

/** A package on a card, as the catalogue has it now. */
export interface HomePackageCard {
  slug: string;
  name: string;
  /** The package's one line for list cards. */
  description: string;
  /** The destination's slug and name. */
  destination: string;
  destinationName: string;
  /** Starting price per person in rupees. */
  price: number;
  /** The price before a discount, in rupees, when the package states one (above `price`). */
  originalPrice: number | null;
  /**
   * The top of the price range and how GST is charged, so a card states the price as the
   * package's page does (issue 38). Absent from an API older than them; `gst` is also absent
   * for a package imported before GST was recorded.
   */
  maxPrice?: number | null;
  gst?: GstTerm;
  days: number;
  nights: number;
  /** The package's picture path, and its own photo when it has one. */
  image: string;
  photo?: Photo;
}

/** A destination card with the destination's current name, and its own photo when it has one. */
export interface HomePlaceCard extends HomePlaceEntry {
  name: string;
  photo?: Photo;
}

/** A hero slide with its destination's current name, for its button. */
export interface HomeHeroSlideCard extends HomeHeroSlide {
  name: string;
}

/** GET /site/home: the content with cards resolved and counts filled in. */
export interface HomeAnswer extends Omit<
  HomeContent<HomePackageCard, HomePlaceCard, DarshanTileCard>,
  'hero'
> {
  /** `trustNotes` is absent from an API older than it: no notes are shown then. */
  hero: { slides: HomeHeroSlideCard[]; trustNotes?: string[] };
  /** Counted from the published catalogue. */
  counts: Record<HomeCountName, number>;
}
