import type { ShellPageName } from './siteRoutes';

export interface ShellPageMeta {
  title: string;
  /**
   * Absent for the pages of text (about, terms, privacy, disclaimer, FAQ): their description is
   * in their file under content/ with their text (pages/SitePageState.tsx), and their title here
   * stands in only while that loads or when it could not be.
   */
  description?: string;
  /** The canonical path; the not-found page has none of its own. */
  path: string | null;
}

/** Each shell page's own title and description, for its head and its link previews. */
export const SHELL_PAGE_META: Record<ShellPageName, ShellPageMeta> = {
  about: {
    title: 'About Us',
    path: '/about-us',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Call, write or visit Ghumakkad: send us your questions about a tour and an agent will get back to you.',
    path: '/contact-us',
  },
  customerSupport: {
    title: 'Customer Support',
    description:
      'Help with a booking you made with Ghumakkad: changes, payments, cancellations and anything on your trip.',
    path: '/customer-support',
  },
  disclaimer: {
    title: 'Disclaimer',
    path: '/disclaimer',
  },
  terms: {
    title: 'Terms & Conditions',
    path: '/terms&conditions',
  },
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy-policy',
  },
  faq: {
    title: 'Frequently Asked Questions',
    path: '/faq',
  },
  enquiry: {
    title: 'Enquiry',
    description:
      'Tell us your holiday plan and get quotes from expert travel agents to compare, then book the best deal.',
    path: '/enquiry',
  },
  chat: {
    title: 'Chat with our travel assistant',
    description:
      'Ask our travel assistant about packages, prices and dates, or call us 24/7 and send an enquiry.',
    path: '/chat',
  },
  remotes: {
    title: 'Live remotes',
    description: 'Which version of each part of the site this page loaded.',
    path: '/__remotes',
  },
  thankYou: {
    title: 'Thank you',
    description: 'Your message has reached Ghumakkad: an agent will get back to you.',
    path: '/thank-you',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you asked for is not on Ghumakkad. Search tour packages or read our guides.',
    path: null,
  },
};
