/** Domain types of spec §3, with the spec's field names. */
import type { CategoryCode } from './constants';
import type { Photo } from './photo';
import type { Difficulty, GstTerm, IncludeKey, StayKind } from './packageFacts';

/** Every response of the API: code 1 means success. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface Destination {
  id: number;
  name: string;
  /** Other names visitors type for it ('leh', 'pondy'), lower case (our addition). */
  aliases?: string[];
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

export interface MainPackageResponse {
  destinationName: string;
  name: string;
  /** Rich text (sanitised HTML). */
  description: string;
  bannerImage: string;
  categoryName: CategoryCode;
  /** The destination's own photo (our addition), shown instead of bannerImage when present. */
  photo?: Photo;
}

export interface QuestionResponse {
  id: number;
  question: string;
}

export interface AnswerResponse {
  questionId: number;
  answer: string;
}

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
  /** Package facts (our addition, issue 38; packageFacts.ts); absent from an older API. */
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

export interface ThemePackageCard {
  id: number;
  destinationName: string;
  image: string;
  minPrice: number;
  maxPrice: number;
  /** The shortest and longest of its packages in the theme, in days (our addition). */
  minDays: number;
  maxDays: number;
}

export interface PackageDetail {
  id: number;
  name: string;
  image: string;
  information: string;
  days: number;
  price: number;
  destinationName: string;
  inclusions: string;
  exclusions: string;
  tourPolicy: string;
  cancellationPolicy: string;
  /** The package's own photo (our addition), shown instead of image when present. */
  photo?: Photo;
  /** Package facts (our addition, issue 38; packageFacts.ts); absent from an older API. */
  maxPrice?: number | null;
  /** The price before a discount (issue 38), only when the package states one; absent: none. */
  originalPrice?: number | null;
  rating?: number;
  months?: number[];
  stay?: StayKind[];
  includes?: IncludeKey[];
  gst?: GstTerm;
  difficulty?: Difficulty | null;
}

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

export interface Blog {
  id: number;
  name: string;
  /** Rich text (sanitised HTML). */
  description: string;
  imageUrl: string | null;
  destinationName: string;
  categoryName: CategoryCode;
  /** ISO date the post was published (our addition; the original showed today minus 8 days). */
  publishedAt: string;
  /** The post's own photo (our addition), shown instead of imageUrl when present. */
  photo?: Photo;
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

export interface AssistantReply {
  content: string;
}

export interface LeadReceipt {
  /** The lead's reference to quote to the agency (e.g. GK-7QX4M2KD); never the row id. */
  reference: string;
}

/** GET /sitemap/entries (our addition): what the sitemap lists, with when each last changed. */
export interface SitemapData {
  destinations: { name: string; updatedAt: string | null }[];
  packages: { name: string; destinationName: string; updatedAt: string | null }[];
}

/** GET /site/redirect (our addition): where an old catalogue URL went, answered with a 301. */
export interface SiteRedirect {
  /** The path to send the visitor to, e.g. /goa-tour-packages. */
  location: string;
  /** `unpublished`: the package is no longer offered; `renamed`: it lives under a new URL. */
  reason: 'unpublished' | 'renamed';
}
