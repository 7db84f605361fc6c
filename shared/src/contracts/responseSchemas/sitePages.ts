/**
 * GET /site/pages/:name and GET /site/faq: the site's pages of text and the general travel FAQ
 * (see ../sitePages.ts). Their text is HTML made from Markdown at import and sanitised there.
 */
import { z } from 'zod';
import { SITE_PAGE_BLOCKS, SITE_PAGE_NAMES } from '../sitePageNames';
import { richTextSchema } from './fields';

/** A heading and its text: `### ` parts within a `## ` section (the about page's cards). */
export const sitePagePartSchema = z.object({
  /** `{#id}` after the heading, or the heading as a slug. */
  id: z.string().describe('The fragment that links to it; unique within the page.'),
  title: z.string(),
  html: richTextSchema,
});
export type SitePagePart = z.infer<typeof sitePagePartSchema>;

/** A `## ` section: the table of contents lists these. */
export const sitePageSectionSchema = sitePagePartSchema.extend({
  /** In order; empty when it has none. */
  parts: z.array(sitePagePartSchema).describe('Its ### parts, e.g. the about page cards.'),
  block: z
    .enum(SITE_PAGE_BLOCKS)
    .optional()
    .describe('A part of the site the page shows here instead of text (html is empty).'),
});
export type SitePageSection = z.infer<typeof sitePageSectionSchema>;

/** A short claim the page shows apart from its text, e.g. "Destinations covered: 37". */
export const sitePageFactSchema = z.object({ label: z.string(), value: z.string() });
export type SitePageFact = z.infer<typeof sitePageFactSchema>;

export const sitePageSchema = z.object({
  name: z.enum(SITE_PAGE_NAMES),
  title: z.string().describe("The page's title for the browser and link previews."),
  description: z.string().describe('Its meta description.'),
  /** The title unless the file gives a heading of its own. */
  heading: z.string().describe('Its h1.'),
  /** The small line above the h1, when the file gives one. */
  eyebrow: z.string().optional(),
  /** 'Last updated' on the page. */
  updated: z.string().describe('When its text last changed, YYYY-MM-DD.'),
  /** PRIVACY_NOTICE_VERSION. */
  noticeVersion: z
    .string()
    .optional()
    .describe('The privacy policy only: the notice version the lead forms send.'),
  introHtml: richTextSchema.describe('The text before the first section (may be empty).'),
  facts: z.array(sitePageFactSchema),
  sections: z.array(sitePageSectionSchema),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const siteFaqItemSchema = z.object({
  /** Stable within the page (its element ids); from the file or the question as a slug. */
  id: z.string(),
  question: z.string(),
  answerHtml: richTextSchema,
});
export type SiteFaqItem = z.infer<typeof siteFaqItemSchema>;

export const siteFaqSchema = z.object({
  title: z.string(),
  description: z.string(),
  heading: z.string(),
  eyebrow: z.string().optional(),
  lead: z.string(),
  items: z.array(siteFaqItemSchema),
});
export type SiteFaq = z.infer<typeof siteFaqSchema>;
