/**
 * The home page and the pilgrimage pages (/tours, /darshan, /details-dev-darshan) as the content
 * team writes them (content/home.yaml, content/testimonials.yaml) and as GET /site/home answers
 * them. Their copy is text; every price, duration and name on a card comes from the
 * catalogue package the card names by slug, so one price change in content shows on every page.
 * The answer's types are inferred from its zod schema (responseSchemas/home.ts); the stored
 * document's own parts are declared here.
 */
import type {
  DarshanSlideCopy,
  HomeSectionCopy,
  HomeTextItem,
  PackagePageCopy,
  Testimonial,
} from './responseSchemas/home';

export type {
  DarshanSlideCopy,
  DarshanTileCard,
  HomeAnswer,
  HomeHeroSlideCard,
  HomePackageCard,
  HomePlaceCard,
  HomeSectionCopy,
  HomeTextItem,
  PackagePageCopy,
  Testimonial,
} from './responseSchemas/home';

/** The site document the import stores the home content under. */
export const HOME_DOCUMENT = 'home';

/**
 * Placeholders copy may use, filled in by the API from the published catalogue at answer time:
 * "{destinations} destinations" reads "37 destinations" today and stays true as content changes.
 */
export const HOME_COUNT_PLACEHOLDERS = ['destinations', 'packages'] as const;
export type HomeCountName = (typeof HOME_COUNT_PLACEHOLDERS)[number];

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

/**
 * The document as the import stores it: copy, and collections naming packages and destinations
 * by slug. GET /site/home answers it with each slug resolved to a card (HomeAnswer).
 */
export interface HomeContent {
  /** `trustNotes`: the short promises under the slides, shown only as the content states them. */
  hero: { slides: HomeHeroSlide[]; trustNotes: string[] };
  hiddenGems: HomeSectionCopy & { packages: string[] };
  devotionalPlans: HomeSectionCopy & { places: HomePlaceEntry[] };
  trendingDestinations: HomeSectionCopy & { places: HomePlaceEntry[] };
  whyChooseUs: HomeSectionCopy & { items: HomeTextItem[]; facts: string[] };
  reviews: HomeSectionCopy & { testimonials: Testimonial[] };
  tours: PackagePageCopy & { packages: string[] };
  darshan: {
    slideTitle: string;
    slides: DarshanSlideCopy[];
    heading: string;
    intro: string;
    tiles: DarshanTileCopy[];
  };
  devDarshan: PackagePageCopy & { packages: string[] };
}

export type HomeDocument = HomeContent;
