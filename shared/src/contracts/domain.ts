/**
 * The site's domain types, with the field names the original site's API used (every route's
 * shape: api/README.md). The API's answers are inferred from their zod schemas
 * (responseSchemas/domain.ts), which also document them.
 */
import type { CategoryCode } from './constants';
import type { Photo } from './photo';
import type { Difficulty, GstTerm, IncludeKey, StayKind } from './packageFacts';
import type {
  AnswerResponse,
  MainPackageResponse,
  PackageDetail,
  QuestionResponse,
} from './responseSchemas/domain';

export type {
  AnswerResponse,
  AssistantReply,
  Blog,
  Destination,
  LeadReceipt,
  MainPackageResponse,
  PackageDetail,
  QuestionResponse,
  SitemapData,
  ThemePackageCard,
} from './responseSchemas/domain';

/** Every response of the API: code 1 means success. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface MenuCategory {
  id: number;
  name: string;
  image?: string;
}

export interface SearchPayload {
  destinationId: number;
  categoryId: number;
  date: string;
  deviceType: string;
  browser: string;
  userIp: string;
  source: string;
  websiteId: string;
}

/**
 * A listed package as the pages read it: wider than what this API answers (its months may be
 * missing), so a page keeps working against an older API mid-release. The API's answer is
 * checked against it (searchResponseDataSchema).
 */
export interface PackageListItem {
  id: number;
  name: string;
  description: string;
  price: number;
  durationDay: number;
  image: string;
  /** Hotel star rating, 0–5. */
  rating: number;
  category: CategoryCode;
  /**
   * The months (1–12, ascending) the package runs or suits (our addition): the listing puts the
   * ones that suit the searched month first. Empty when not recorded, which suits any month;
   * absent from an API older than this field, so optional.
   */
  months?: number[];
  /** The package's own photo (our addition), shown instead of image when present. */
  photo?: Photo;
  /** Package facts (our addition; packageFacts.ts); absent from an older API. */
  maxPrice?: number | null;
  stay?: StayKind[];
  includes?: IncludeKey[];
  gst?: GstTerm;
  difficulty?: Difficulty | null;
}

export interface SearchResponseData {
  mainPackageResponse: MainPackageResponse;
  questionResponses: QuestionResponse[];
  answerResponses: AnswerResponse[];
  packageList: PackageListItem[];
}

/** An itinerary day: its stages may be one string from an older API. */
export interface ItineraryEntry {
  name: string;
  description: string;
  stage: string[] | string;
  accommodation: string;
  image: string;
}

export interface PackageDetailResponseData {
  packageDetailResponse: PackageDetail;
  itineraryNameResponseList: ItineraryEntry[];
}

export interface Review {
  id: number;
  rating: 4 | 5;
  title: string;
  body: string;
  reviewer: string;
  date: string;
  avatar: string;
}

export interface ChatMessage {
  type: 'user' | 'assistant';
  text: string;
  timestamp: number;
}

/** GET /site/redirect (our addition): where an old catalogue URL went, answered with a 301. */
export interface SiteRedirect {
  /** The path to send the visitor to, e.g. /goa-tour-packages. */
  location: string;
  /** `unpublished`: the package is no longer offered; `renamed`: it lives under a new URL. */
  reason: 'unpublished' | 'renamed';
}
