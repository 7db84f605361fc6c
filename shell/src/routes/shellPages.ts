/**
 * The shell's own pages, one record each: the URL it answers, its module, its head, and the data
 * the render server fetches before rendering it. The route table (siteRoutes.ts), the router
 * (SiteRoutes.tsx, which hands each page its meta: shellPageContext.ts) and the server's data
 * (shellData.ts) all read this table, so a new shell page is one record.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchSiteFaq, prefetchSitePage } from '../pages/sitePageQueries';
import type { ShellPageMeta } from './shellPageContext';

export interface ShellPage {
  meta: ShellPageMeta;
  /**
   * The page's module, loaded on demand so no page's code is in the first bundle. Each import
   * names its chunk `page-<name>` (shellPageChunk): the render server links that chunk's files.
   */
  load: () => Promise<ComponentType>;
  /** Fetches, into the render server's query cache, the shell's data the page shows. */
  prefetch?: (client: QueryClient) => Promise<void>;
  /** A page with its own lead form, or nothing to enquire about: no Enquiry Now button. */
  hidesEnquiryNow?: boolean;
}

const PAGES = {
  about: {
    meta: { title: 'About Us', path: '/about-us' },
    load: () =>
      import(/* webpackChunkName: "page-about" */ '../pages/AboutPage').then(
        (page) => page.AboutRoute,
      ),
    prefetch: prefetchSitePage('about'),
  },
  contact: {
    meta: {
      title: 'Contact Us',
      description:
        'Call, write or visit Ghumakkad: send us your questions about a tour and an agent will get back to you.',
      path: '/contact-us',
    },
    load: () =>
      import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage').then(
        (page) => page.ContactRoute,
      ),
  },
  customerSupport: {
    meta: {
      title: 'Customer Support',
      description:
        'Help with a booking you made with Ghumakkad: changes, payments, cancellations and anything on your trip.',
      path: '/customer-support',
    },
    load: () =>
      import(/* webpackChunkName: "page-customerSupport" */ '../pages/CustomerSupportPage').then(
        (page) => page.CustomerSupportRoute,
      ),
  },
  disclaimer: {
    meta: { title: 'Disclaimer', path: '/disclaimer' },
    load: () =>
      import(/* webpackChunkName: "page-disclaimer" */ '../pages/DisclaimerPage').then(
        (page) => page.DisclaimerRoute,
      ),
    prefetch: prefetchSitePage('disclaimer'),
  },
  terms: {
    meta: { title: 'Terms & Conditions', path: '/terms&conditions' },
    load: () =>
      import(/* webpackChunkName: "page-terms" */ '../pages/TermsPage').then(
        (page) => page.TermsRoute,
      ),
    prefetch: prefetchSitePage('terms'),
  },
  privacy: {
    meta: { title: 'Privacy Policy', path: '/privacy-policy' },
    load: () =>
      import(/* webpackChunkName: "page-privacy" */ '../pages/PrivacyPolicyPage').then(
        (page) => page.PrivacyPolicyRoute,
      ),
    prefetch: prefetchSitePage('privacy'),
  },
  faq: {
    meta: { title: 'Frequently Asked Questions', path: '/faq' },
    load: () =>
      import(/* webpackChunkName: "page-faq" */ '../pages/FaqPage').then((page) => page.FaqRoute),
    prefetch: prefetchSiteFaq,
  },
  // Where Enquiry Now leads before the app runs or without JavaScript.
  enquiry: {
    meta: {
      title: 'Enquiry',
      description:
        'Tell us your holiday plan and get quotes from expert travel agents to compare, then book the best deal.',
      path: '/enquiry',
    },
    load: () =>
      import(/* webpackChunkName: "page-enquiry" */ '../pages/EnquiryPage').then(
        (page) => page.EnquiryRoute,
      ),
    hidesEnquiryNow: true,
  },
  // Where the chat launcher leads before the app runs or without JavaScript.
  chat: {
    meta: {
      title: 'Chat with our travel assistant',
      description:
        'Ask our travel assistant about packages, prices and dates, or call us 24/7 and send an enquiry.',
      path: '/chat',
    },
    load: () =>
      import(/* webpackChunkName: "page-chat" */ '../pages/ChatPage').then(
        (page) => page.ChatRoute,
      ),
  },
  remotes: {
    meta: {
      title: 'Live remotes',
      description: 'Which version of each part of the site this page loaded.',
      path: '/__remotes',
    },
    load: () =>
      import(/* webpackChunkName: "page-remotes" */ '../pages/RemotesPage').then(
        (page) => page.RemotesRoute,
      ),
  },
  // Where a lead form posted without the app lands once stored (scripts/render/formPosts.mjs).
  thankYou: {
    meta: {
      title: 'Thank you',
      description: 'Your message has reached Ghumakkad: an agent will get back to you.',
      path: '/thank-you',
    },
    load: () =>
      import(/* webpackChunkName: "page-thankYou" */ '../pages/ThankYouPage').then(
        (page) => page.ThankYouRoute,
      ),
  },
  notFound: {
    meta: {
      title: 'Page not found',
      description:
        'The page you asked for is not on Ghumakkad. Search tour packages or read our guides.',
      path: null,
    },
    load: () =>
      import(/* webpackChunkName: "page-notFound" */ '../pages/NotFoundPage').then(
        (page) => page.NotFoundRoute,
      ),
  },
} satisfies Record<string, ShellPage>;

export type ShellPageName = keyof typeof PAGES;

export const SHELL_PAGES: Readonly<Record<ShellPageName, ShellPage>> = PAGES;

/** The browser build's chunk group of a shell page (named in its record's import). */
export const shellPageChunk = (page: ShellPageName) => `page-${page}`;

const SHELL_PAGE_BY_PATH = new Map(
  (Object.keys(SHELL_PAGES) as ShellPageName[]).flatMap((name) => {
    const { path } = SHELL_PAGES[name].meta;
    return path === null ? [] : [[path, name] as const];
  }),
);

/** The shell page whose own path `path` is, if any (the not-found page has none). */
export function shellPageAt(path: string): ShellPageName | undefined {
  return SHELL_PAGE_BY_PATH.get(path);
}
