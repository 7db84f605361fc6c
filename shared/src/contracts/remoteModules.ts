/**
 * The public API of every remote: each exposed module's props, by the id the shell and other
 * remotes load it with. Each remote's build exposes exactly its ids here, one `src/exposes/` file
 * each, typed against this map; `RemoteSlot` takes its props from it, so a caller passing wrong
 * props fails the typecheck.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { GstTerm } from './packageFacts';

/** The package a booking form or bar is about. */
export interface BookedPackage {
  packageId: number;
  packageName: string;
  price: number;
  days: number;
  /**
   * The top of the price range and how GST is charged, shown with the price as on every card
   *; a caller older than these facts leaves them out, and the price shows alone.
   */
  maxPrice?: number | null;
  gst?: GstTerm;
}

/**
 * One request a remote sends to the API, kept with its build (federation-contract.json,
 * `apiRequests`) so the release gate can ask the live API whether it still accepts it (POST
 * /leads/check) before that build goes live.
 */
export interface ApiRequestSample {
  /** What the visitor did, for the gate's messages: `enquiry`, `request to book`. */
  name: string;
  /** The API route it is sent to, e.g. `/request-book/add`. */
  path: string;
  /** The JSON body, as the remote's own call builds it. */
  body: object;
}

/** What the shell hands a page module: the path's parameters and the query string. */
export interface PageRequest {
  params: Record<string, string>;
  /** `location.search`, e.g. `?categoryId=7`. */
  search: string;
}

type NoProps = Record<string, never>;

export interface RemoteModuleProps {
  'catalogue/HomePage': NoProps;
  /** `goa` of /goa-tour-packages. */
  'catalogue/DestinationListingPage': { destinationSlug: string };
  /** /goa-tour-packages-details/goa-beach-escape. */
  'catalogue/PackageDetailPage': { destinationSlug: string; packageSlug: string };
  'catalogue/ThemesPage': NoProps;
  'catalogue/ToursPage': NoProps;
  'catalogue/DarshanPage': NoProps;
  'catalogue/DevDarshanDetailsPage': NoProps;
  'catalogue/NoResultPage': NoProps;
  'blog/BlogsPage': NoProps;
  'blog/BlogDetailsPage': NoProps;
  /** From /category/{categoryName}/blog, decoded: `HONEYMOON` or `Water activity`. */
  'blog/CategoryBlogsPage': { categoryName?: string };
  /** On the /enquiry page: what the link carried (`?destination=Goa`); the modal uses the store. */
  'booking/EnquiryForm': { prefill?: { destination?: string } };
  'booking/RequestToBookForm': BookedPackage;
  'booking/BookNowBar': BookedPackage & {
    /** The visitor already pressed the catalogue's stand-in bar: open the sheet at once. */
    startOpen?: boolean;
  };
  'booking/ContactForm': NoProps;
  'booking/CustomerSupportForm': NoProps;
  'booking/NewsletterForm': NoProps;
  /** /admin: the staff inbox (signed-in staff only; rendered signed out on the server). */
  'booking/StaffInboxPage': NoProps;
  'assistant/ChatWidget': NoProps;
}

export type RemoteModuleId = keyof RemoteModuleProps;

/**
 * The ids of `RemoteModuleProps` at run time: each remote's build exposes exactly its own
 * (scripts/rspack/createAppConfig.ts). Typed so that an id missing here, or one the contract
 * does not name, fails the typecheck.
 */
const MODULE_IDS: Record<RemoteModuleId, true> = {
  'catalogue/HomePage': true,
  'catalogue/DestinationListingPage': true,
  'catalogue/PackageDetailPage': true,
  'catalogue/ThemesPage': true,
  'catalogue/ToursPage': true,
  'catalogue/DarshanPage': true,
  'catalogue/DevDarshanDetailsPage': true,
  'catalogue/NoResultPage': true,
  'blog/BlogsPage': true,
  'blog/BlogDetailsPage': true,
  'blog/CategoryBlogsPage': true,
  'booking/EnquiryForm': true,
  'booking/RequestToBookForm': true,
  'booking/BookNowBar': true,
  'booking/ContactForm': true,
  'booking/CustomerSupportForm': true,
  'booking/NewsletterForm': true,
  'booking/StaffInboxPage': true,
  'assistant/ChatWidget': true,
};

export const REMOTE_MODULE_IDS = Object.keys(MODULE_IDS) as RemoteModuleId[];

/** The key of a remote in /remotes.json: `catalogue` of `catalogue/HomePage`. */
export type RemoteKey = RemoteModuleId extends `${infer Key}/${string}` ? Key : never;

/** An exposed module as the federation runtime hands it over. */
export interface RemoteModule<Id extends RemoteModuleId = RemoteModuleId> {
  default: ComponentType<RemoteModuleProps[Id]>;
  /**
   * Pages only, optional: puts the data the page renders for `request` into the query cache
   * (TanStack Query's `prefetchQuery`). The render server awaits it before rendering, so the
   * HTML holds the data and the browser hydrates without asking again.
   */
  prefetch?: (client: QueryClient, request: PageRequest) => Promise<void>;
  /**
   * Pages only, optional: the HTTP status of the page once its data is in `client`
   * (404 for an unknown destination, say). Default 200.
   */
  status?: (client: QueryClient, request: PageRequest) => number;
  /**
   * Pages only, optional: where the page sends the visitor instead, once its data is in `client`
   * (the server answers 303 See Other): the home search's form, sent without the app, goes to
   * its listing. Null to render the page.
   */
  redirect?: (client: QueryClient, request: PageRequest) => string | null;
}
