/**
 * The site's pages of text (content/pages/<name>.md: terms, privacy policy, disclaimer, about)
 * and the general travel FAQ (content/site/faq.yaml) as site documents, served by
 * GET /site/pages/:name and GET /site/faq.
 *
 * A page is YAML front matter (title, description, updated, …), the text before its first
 * section, then `## ` sections (the table of contents) with optional `### ` parts (the about
 * page's cards). Every piece of text goes through the blogs' pipeline (Markdown, then the
 * sanitiser). Numbers the catalogue decides are placeholders filled in here from the records
 * imported with it ({destinations}, {packages}); contact details are placeholders the API fills
 * in from the site profile when it answers ({email}, {phone}, {address}), so neither can be
 * typed into a page and drift.
 */
import fs from 'node:fs';
import { z } from 'zod';
import {
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_VERSIONS,
  SITE_FAQ_DOCUMENT,
  SITE_PAGE_BLOCKS,
  SITE_PAGE_CONTACT_PLACEHOLDERS,
  SITE_PAGE_IMPORT_PLACEHOLDERS,
  SITE_PAGE_NAMES,
  SITE_PROFILE_DOCUMENT,
  sitePageDocument,
  type ProfileClaims,
  type SiteFaq,
  type SitePage,
  type SitePageBlock,
  type SitePageName,
  type SitePagePart,
  type SitePageSection,
  type SiteProfile,
} from '@tour/shared/contracts';
import { markdownHtml, splitFrontMatter } from './markdown';
import { isoDate, trimmedText } from './schemas';
import type { ContentFolder, SiteDocumentSource } from './site-document-source';
import type { CatalogueRecords, SiteDocuments } from './types';

export const FAQ_FILE = 'site/faq.yaml';

export function pageFile(name: SitePageName): string {
  return `pages/${name}.md`;
}

const text = trimmedText;

const fragmentId = z
  .string({ error: 'Must be text' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be lower-case words joined by hyphens');

export const pageFrontMatter = z
  .object({
    title: text,
    description: text,
    heading: text.optional(),
    eyebrow: text.optional(),
    // YAML reads an unquoted 2026-11-28 as a date: take it as the day it names.
    updated: z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      isoDate,
    ),
    noticeVersion: z.string({ error: 'Must be text' }).optional(),
    facts: z.array(z.object({ label: text, value: text }).strict()).default([]),
  })
  .strict();

export const faqFile = z
  .object({
    title: text,
    description: text,
    heading: text,
    eyebrow: text.optional(),
    lead: text,
    questions: z.array(
      z.object({ id: fragmentId.optional(), question: text, answer: text }).strict(),
    ),
  })
  .strict();

const PLACEHOLDER = /\{([^{}]*)\}/g;
const IMPORT_NAMES: readonly string[] = SITE_PAGE_IMPORT_PLACEHOLDERS;
const KNOWN_NAMES: readonly string[] = [
  ...SITE_PAGE_IMPORT_PLACEHOLDERS,
  ...SITE_PAGE_CONTACT_PLACEHOLDERS,
];
const BLOCK = /^\{\{([^{}]*)\}\}$/;
const HEADING = /^(#{2,3})[ \t]+(.+?)(?:[ \t]+\{#([^}]*)\})?[ \t]*#*[ \t]*$/;
const FENCE = /^(```|~~~)/;

/** "24/7 Support" → "24-7-support": a heading as the fragment that links to it. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface RawPart {
  level: 2 | 3;
  title: string;
  id: string | undefined;
  body: string[];
}

/** The Markdown body as its intro and its `## ` / `### ` headings, each with the lines under it. */
function splitHeadings(body: string): { intro: string; parts: RawPart[] } {
  const intro: string[] = [];
  const parts: RawPart[] = [];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (heading) {
      parts.push({
        level: heading[1] === '##' ? 2 : 3,
        title: heading[2] ?? '',
        id: heading[3],
        body: [],
      });
    } else {
      (parts.at(-1)?.body ?? intro).push(line);
    }
  }
  return { intro: intro.join('\n').trim(), parts };
}

/** The placeholders that state a claim of the site profile, by the claim's name there. */
const CLAIM_PLACEHOLDERS = [
  'agents',
  'travellers',
] as const satisfies readonly (keyof ProfileClaims)[];

/**
 * The numbers and versions the import fills in, as text; '' for one it cannot (a claim the
 * profile does not state, a page without a notice version), which is then a problem.
 */
function importValues(
  catalogue: CatalogueRecords,
  claims: ProfileClaims,
  noticeVersion: string | undefined,
): Record<string, string> {
  return {
    // Destinations that have a package: a destination without one has nothing to book.
    destinations: String(new Set(catalogue.packages.map((p) => p.destination)).size),
    packages: String(catalogue.packages.length),
    agents: claims.agents ?? '',
    travellers: claims.travellers ?? '',
    noticeVersion: noticeVersion ?? '',
    bookingConfirmation: catalogue.bookingConfirmation ?? '',
  };
}

/** Reports every {name} that is no placeholder, and fills in those the import knows. */
function fillPlaceholders(
  value: string,
  values: Record<string, string>,
  report: (name: string) => void,
): string {
  return value.replace(PLACEHOLDER, (match, name: string) => {
    if (!KNOWN_NAMES.includes(name)) {
      report(name);
      return match;
    }
    if (values[name] === '') {
      report(name);
      return match;
    }
    return IMPORT_NAMES.includes(name) ? (values[name] ?? match) : match;
  });
}

function placeholderMessage(name: string): string {
  if (name === 'noticeVersion') {
    return 'Uses {noticeVersion} but the front matter gives no noticeVersion';
  }
  if (name === 'bookingConfirmation') {
    return 'Uses {bookingConfirmation} but policies.yaml gives no bookingConfirmation';
  }
  if ((CLAIM_PLACEHOLDERS as readonly string[]).includes(name)) {
    return `Uses {${name}} but site/profile.yaml claims no ${name}: add it under claims there, or take it out of this page`;
  }
  return `Unknown placeholder {${name}}: the placeholders are ${KNOWN_NAMES.map((n) => `{${n}}`).join(', ')}`;
}

/** One page's file as its document, or undefined with problems. */
export function readSitePage(
  folder: ContentFolder,
  catalogue: CatalogueRecords,
  name: SitePageName,
  claims: ProfileClaims,
): SitePage | undefined {
  const relative = pageFile(name);
  const file = folder.file(relative);
  if (!folder.exists(relative)) {
    folder.problems.add(file, 'Missing');
    return undefined;
  }
  const before = folder.problems.problems.length;
  const { frontMatter, body } = splitFrontMatter(
    fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n'),
  );
  if (frontMatter === undefined) {
    folder.problems.add(file, 'Must start with front matter between two "---" lines');
    return undefined;
  }
  const parsed = folder.problems.parseYaml(file, frontMatter, 1);
  const meta =
    parsed === undefined ? undefined : folder.problems.check(pageFrontMatter, parsed, file);
  if (meta === undefined) return undefined;

  if (name === 'privacy' && meta.noticeVersion !== PRIVACY_NOTICE_VERSION) {
    // The lead forms are built with PRIVACY_NOTICE_VERSION and send it with every lead: the page
    // must state that version, or leads would record a notice the visitor was not shown.
    const known = (PRIVACY_NOTICE_VERSIONS as readonly string[]).includes(meta.noticeVersion ?? '');
    folder.problems.add(
      file,
      known || meta.noticeVersion === undefined
        ? `Must be the privacy notice in force, ${PRIVACY_NOTICE_VERSION}`
        : `Must be the privacy notice in force, ${PRIVACY_NOTICE_VERSION}: a new version has to be added to PRIVACY_NOTICE_VERSIONS (shared/src/contracts/constants.ts) first, because the lead forms send it`,
      'noticeVersion',
    );
  }
  if (name !== 'privacy' && meta.noticeVersion !== undefined) {
    folder.problems.add(file, 'Only the privacy policy has a notice version', 'noticeVersion');
  }

  const values = importValues(catalogue, claims, meta.noticeVersion);
  const fill = (value: string, field: string) =>
    fillPlaceholders(value, values, (placeholder) =>
      folder.problems.add(file, placeholderMessage(placeholder), field),
    );
  const html = (markdown: string, field: string) => markdownHtml(fill(markdown, field));

  const { intro, parts } = splitHeadings(body);
  const sections: SitePageSection[] = [];
  const ids = new Set<string>();
  const identify = (part: RawPart): string => {
    const id = part.id ?? slugify(part.title);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
      folder.problems.add(
        file,
        `Must have an id of lower-case words joined by hyphens, like {#our-story}`,
        `heading "${part.title}"`,
      );
    } else if (ids.has(id)) {
      folder.problems.add(
        file,
        `Has the id "${id}" another heading has`,
        `heading "${part.title}"`,
      );
    }
    ids.add(id);
    return id;
  };

  for (const part of parts) {
    const field = `heading "${part.title}"`;
    const markdown = part.body.join('\n').trim();
    if (part.level === 3) {
      const section = sections.at(-1);
      if (section === undefined) {
        folder.problems.add(file, 'Must come after a "## " section heading', field);
        continue;
      }
      const card: SitePagePart = {
        id: identify(part),
        title: fill(part.title, field),
        html: html(markdown, field),
      };
      if (card.html === '') folder.problems.add(file, 'Must have text under it', field);
      section.parts.push(card);
      continue;
    }
    const block = BLOCK.exec(markdown)?.[1];
    const section: SitePageSection = {
      id: identify(part),
      title: fill(part.title, field),
      html: block === undefined ? html(markdown, field) : '',
      parts: [],
    };
    if (block !== undefined) {
      if ((SITE_PAGE_BLOCKS as readonly string[]).includes(block)) {
        section.block = block as SitePageBlock;
      } else {
        folder.problems.add(
          file,
          `Unknown block {{${block}}}: the blocks are ${SITE_PAGE_BLOCKS.map((b) => `{{${b}}}`).join(', ')}`,
          field,
        );
      }
    }
    sections.push(section);
  }
  // A section may be only a heading over cards; a card or a section with neither is a mistake.
  for (const section of sections) {
    if (section.block === undefined && section.html === '' && section.parts.length === 0) {
      folder.problems.add(file, 'Must have text under it', `heading "${section.title}"`);
    }
  }

  const introHtml = html(intro, 'text before the first section');
  if (introHtml === '' && sections.length === 0) folder.problems.add(file, 'Must not be empty');

  const facts = meta.facts.map((fact, index) => ({
    label: fill(fact.label, `facts[${index}].label`),
    value: fill(fact.value, `facts[${index}].value`),
  }));

  if (folder.problems.problems.length > before) return undefined;
  return {
    name,
    title: meta.title,
    description: meta.description,
    heading: meta.heading ?? meta.title,
    ...(meta.eyebrow === undefined ? {} : { eyebrow: meta.eyebrow }),
    updated: meta.updated,
    ...(meta.noticeVersion === undefined ? {} : { noticeVersion: meta.noticeVersion }),
    introHtml,
    facts,
    sections,
  };
}

/** One source per page: each is its own document, so a page's answer carries only its text. */
export const sitePageSources: readonly SiteDocumentSource[] = SITE_PAGE_NAMES.map((name) => ({
  name: sitePageDocument(name),
  read: (folder: ContentFolder, catalogue: CatalogueRecords, earlier: SiteDocuments) =>
    // A profile with problems (reported already) states no claims.
    readSitePage(folder, catalogue, name, profileClaims(earlier)),
}));

function profileClaims(documents: SiteDocuments): ProfileClaims {
  const profile = documents[SITE_PROFILE_DOCUMENT] as SiteProfile | undefined;
  return profile?.claims ?? {};
}

/**
 * An answer with {bookingConfirmation} as policies.yaml words it, so the FAQ states the rule the
 * tour policies state; any other {name} is reported, as on the pages.
 */
function fillFaqPlaceholders(
  answer: string,
  catalogue: CatalogueRecords,
  report: (message: string) => void,
): string {
  return answer.replace(PLACEHOLDER, (match, name: string) => {
    if (name !== 'bookingConfirmation') {
      report(`Unknown placeholder {${name}}: answers may use {bookingConfirmation}`);
      return match;
    }
    if (catalogue.bookingConfirmation === undefined) {
      report(placeholderMessage(name));
      return match;
    }
    return catalogue.bookingConfirmation;
  });
}

export const siteFaqDocument: SiteDocumentSource = {
  name: SITE_FAQ_DOCUMENT,
  read(folder, catalogue): SiteFaq | undefined {
    const faq = folder.yaml(faqFile, FAQ_FILE);
    if (faq === undefined) return undefined;
    const file = folder.file(FAQ_FILE);
    const before = folder.problems.problems.length;
    const ids = new Set<string>();
    const items = faq.questions.map((entry, index) => {
      const id = entry.id ?? slugify(entry.question);
      if (ids.has(id)) {
        folder.problems.add(file, `Has the id "${id}" another question has`, `questions[${index}]`);
      }
      ids.add(id);
      const answerHtml = markdownHtml(
        fillFaqPlaceholders(entry.answer, catalogue, (message) =>
          folder.problems.add(file, message, `questions[${index}].answer`),
        ),
      );
      if (answerHtml === '') {
        folder.problems.add(file, 'Must not be empty', `questions[${index}].answer`);
      }
      return { id, question: entry.question, answerHtml };
    });
    if (folder.problems.problems.length > before) return undefined;
    return {
      title: faq.title,
      description: faq.description,
      heading: faq.heading,
      ...(faq.eyebrow === undefined ? {} : { eyebrow: faq.eyebrow }),
      lead: faq.lead,
      items,
    };
  },
};
