/**
 * Reads the catalogue from the content folder (content/ at the repository root):
 *
 *   order.yaml                          the order a fresh database numbers records in (ids)
 *   policies.yaml                       GST, standard exclusions, named tour/cancellation policies
 *   destinations/<slug>.yaml + .md      name and landscape; the description in Markdown
 *   packages/<destination>/<slug>.yaml  one finished package (information in Markdown)
 *   faqs/<destination>.yaml             the destination's questions and answers, in order
 *   blogs/<nn>-<slug>.md                a post: YAML front matter, then the body in Markdown
 *
 * Every file is checked; all problems are collected and thrown together as a ContentError
 * naming the file, the record and the field. Markdown becomes the HTML the database stores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toSlug } from '@tour/shared/contracts';
import type { z } from 'zod';
import { markdownToHtml, markdownToHtmlUnwrapped, splitFrontMatter } from './markdown';
import { ContentError, ProblemList } from './problems';
import { findPhotoFiles } from './photos';
import { ContentFolder } from './site-document-source';
import { readSiteDocuments } from './site-documents';
import {
  blogFrontMatter,
  CONFIRMATION_ELSEWHERE,
  destinationFile,
  faqEntry,
  faqFile,
  orderFile,
  packageFile,
  policiesFile,
  SLUG,
  statesConfirmation,
  withConfirmation,
} from './schemas';
import type {
  BlogSeed,
  Catalogue,
  DestinationSeed,
  FaqRow,
  Policies,
  SeededPackage,
} from './types';

export { ContentError } from './problems';
export type { ContentProblem } from './problems';

const BLOG_FILE = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
/** A policy field holding one word names a policy of policies.yaml; anything else is the text. */
const POLICY_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function loadContent(dir: string): Catalogue {
  const root = path.resolve(dir);
  const problems = new ProblemList(root);
  if (!isDirectory(root)) {
    problems.add(root, 'No content folder here (set CONTENT_DIR to the folder holding it)');
    throw new ContentError(problems.problems);
  }
  const reader = new ContentReader(root, problems);
  const catalogue = reader.read();
  if (problems.problems.length > 0) throw new ContentError(problems.problems);
  return catalogue;
}

/** Only policies.yaml: the standard exclusions and the named policies. */
export function loadPolicies(dir: string): Policies {
  const root = path.resolve(dir);
  const problems = new ProblemList(root);
  const policies = new ContentReader(root, problems).policies();
  if (!policies || problems.problems.length > 0) throw new ContentError(problems.problems);
  return policies;
}

function isDirectory(dir: string): boolean {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory();
}

/** Sorted names in a folder ([] when it is missing); files or folders only. */
function list(dir: string, kind: 'file' | 'folder'): string[] {
  if (!isDirectory(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => (kind === 'file' ? entry.isFile() : entry.isDirectory()))
    .map((entry) => entry.name)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
}

class ContentReader {
  constructor(
    private readonly root: string,
    private readonly problems: ProblemList,
  ) {}

  read(): Catalogue {
    const policies = this.policies();
    const order = this.order();
    const orderPath = this.file('order.yaml');
    // Slugs with a file count as known even when the file has problems, so one broken file
    // does not make every record that refers to it a problem too.
    const found = this.destinations();
    const known = found.slugs;
    const destinations = sortBy(
      found.records,
      known,
      order?.destinations,
      'destinations',
      orderPath,
      this.problems,
    );
    const position = new Map<string, number>();
    for (const slug of [...destinations.map((d) => d.slug), ...known]) {
      if (!position.has(slug)) position.set(slug, position.size);
    }
    const packagesFound = this.packages(known, policies);
    const packages = sortBy(
      packagesFound.records.sort(
        (a, b) => (position.get(a.destination) ?? 0) - (position.get(b.destination) ?? 0),
      ),
      packagesFound.slugs,
      order?.packages,
      'packages',
      orderPath,
      this.problems,
    );
    const faqs = this.faqs(known).sort(
      (a, b) => (position.get(a.destination) ?? 0) - (position.get(b.destination) ?? 0),
    );
    const records = {
      destinations,
      packages,
      blogs: this.blogs(known),
      faqs,
      ...(policies ? { bookingConfirmation: policies.bookingConfirmation } : {}),
    };
    return {
      ...records,
      documents: readSiteDocuments(new ContentFolder(this.root, this.problems), records),
    };
  }

  private file(...parts: string[]): string {
    return path.join(this.root, ...parts);
  }

  private yaml<S extends z.ZodType>(schema: S, file: string): z.output<S> | undefined {
    if (!fs.existsSync(file)) {
      this.problems.add(file, 'Missing');
      return undefined;
    }
    const value = this.problems.parseYaml(file, readText(file));
    return value === undefined ? undefined : this.problems.check(schema, value, file);
  }

  policies(): Policies | undefined {
    return this.yaml(policiesFile, this.file('policies.yaml'));
  }

  private order(): z.output<typeof orderFile> | undefined {
    const file = this.file('order.yaml');
    return fs.existsSync(file) ? this.yaml(orderFile, file) : undefined;
  }

  private destinations(): Found<DestinationSeed> {
    const dir = this.file('destinations');
    const names = list(dir, 'file');
    const destinations: DestinationSeed[] = [];
    const slugs = new Set<string>();
    for (const name of names) {
      const file = path.join(dir, name);
      const ext = path.extname(name);
      const slug = path.basename(name, ext);
      if (ext === '.md') {
        if (!names.includes(`${slug}.yaml`)) {
          this.problems.add(file, `A description without its destination: no ${slug}.yaml`);
        }
        continue;
      }
      if (ext !== '.yaml') {
        this.problems.add(file, 'Unexpected file: destinations are <slug>.yaml and <slug>.md');
        continue;
      }
      if (!SLUG.test(slug)) {
        this.problems.add(file, 'The file name must be a slug: lower-case words joined by hyphens');
        continue;
      }
      slugs.add(slug);
      const fields = this.yaml(destinationFile, file);
      const descriptionFile = path.join(dir, `${slug}.md`);
      if (!names.includes(`${slug}.md`)) {
        this.problems.add(descriptionFile, `Missing: the description of destination "${slug}"`);
        continue;
      }
      if (!fields) continue;
      const description = markdownToHtml(readText(descriptionFile));
      if (description === '') this.problems.add(descriptionFile, 'Must not be empty');
      const { name: title, landscape, formerSlugs } = fields;
      const photos = findPhotoFiles(this.root, fields.photos, file, this.problems);
      destinations.push({
        slug,
        name: title,
        description,
        landscape,
        ...(formerSlugs ? { formerSlugs } : {}),
        ...(photos ? { photos } : {}),
      });
    }
    return { records: destinations, slugs };
  }

  private packages(known: Set<string>, policies: Policies | undefined): Found<SeededPackage> {
    const packagesDir = this.file('packages');
    const packages: SeededPackage[] = [];
    const files = new Map<string, string>();
    for (const destination of list(packagesDir, 'folder')) {
      const dir = path.join(packagesDir, destination);
      for (const name of list(dir, 'file')) {
        const file = path.join(dir, name);
        const slug = path.basename(name, '.yaml');
        if (!name.endsWith('.yaml') || !SLUG.test(slug)) {
          this.problems.add(file, 'Unexpected file: packages are <destination>/<slug>.yaml');
          continue;
        }
        if (!known.has(destination)) {
          this.problems.add(
            file,
            `Unknown destination "${destination}" (its folder): there is no destinations/${destination}.yaml`,
            'destination',
          );
        }
        const other = files.get(slug);
        if (other !== undefined) {
          this.problems.add(
            file,
            `Duplicate package slug "${slug}": ${this.problems.display(other)} has it too`,
            'slug',
          );
        } else files.set(slug, file);
        const fields = this.yaml(packageFile, file);
        if (!fields) continue;
        const { information, exclusions, tourPolicy, cancellationPolicy, formerSlugs, ...rest } =
          fields;
        const { photos: listed, ...own } = rest;
        const photos = findPhotoFiles(this.root, listed, file, this.problems);
        packages.push({
          destination,
          slug,
          ...own,
          ...(formerSlugs ? { formerSlugs } : {}),
          ...(photos ? { photos } : {}),
          information: markdownToHtmlUnwrapped(information),
          // The one GST rule of policies.yaml. Without that file (a problem already, so nothing
          // is imported) the package states GST as included rather than invent a rate.
          gst: policies?.gst ?? 'included',
          // Without policies.yaml (a problem already) the defaults stay empty.
          exclusions: exclusions ?? policies?.exclusions ?? [],
          tourPolicy: this.tourPolicy(tourPolicy, policies, file),
          cancellationPolicy: this.policy(
            cancellationPolicy,
            policies?.cancellationPolicies,
            file,
            'cancellationPolicy',
          ),
        });
      }
    }
    for (const name of list(packagesDir, 'file')) {
      this.problems.add(
        path.join(packagesDir, name),
        'Unexpected file: packages are <destination>/<slug>.yaml',
      );
    }
    return { records: packages, slugs: new Set(files.keys()) };
  }

  /**
   * The tour policy as the package states it: a named one (headed by the confirmation rule
   * already), or its own text headed by the rule, which the text must not state again.
   */
  private tourPolicy(value: string | undefined, policies: Policies | undefined, file: string) {
    const policy = this.policy(value, policies?.tourPolicies, file, 'tourPolicy');
    if (value === undefined || POLICY_NAME.test(value)) return policy;
    if (statesConfirmation(policy)) this.problems.add(file, CONFIRMATION_ELSEWHERE, 'tourPolicy');
    // Without policies.yaml (a problem already) there is no rule to head it with.
    return policies ? withConfirmation(policies.bookingConfirmation, policy) : policy;
  }

  /** A named policy's text, the text itself, or the standard policy when none is given. */
  private policy(
    value: string | undefined,
    named: Record<string, string> | undefined,
    file: string,
    field: string,
  ): string {
    const name = value ?? 'standard';
    if (!POLICY_NAME.test(name)) return name.trim();
    if (!named) return '';
    const policy = named[name];
    if (policy === undefined) {
      this.problems.add(
        file,
        `Unknown policy "${name}": policies.yaml names ${Object.keys(named).join(', ')}`,
        field,
      );
      return '';
    }
    return policy;
  }

  private faqs(known: Set<string>): FaqRow[] {
    const dir = this.file('faqs');
    const faqs: FaqRow[] = [];
    for (const name of list(dir, 'file')) {
      const file = path.join(dir, name);
      const destination = path.basename(name, '.yaml');
      if (!name.endsWith('.yaml')) {
        this.problems.add(file, 'Unexpected file: FAQs are <destination>.yaml');
        continue;
      }
      if (!known.has(destination)) {
        this.problems.add(
          file,
          `Unknown destination "${destination}" (the file name): there is no destinations/${destination}.yaml`,
          'destination',
        );
        continue;
      }
      const entries = this.yaml(faqFile, file);
      entries?.forEach((entry, index) => {
        const question = (entry as { question?: unknown } | null)?.question;
        const record = `FAQ ${index + 1}${typeof question === 'string' ? ` "${question}"` : ''}`;
        const faq = this.problems.check(faqEntry, entry, file, record);
        if (faq) faqs.push({ destination, question: faq.question, answer: faq.answer });
      });
    }
    return faqs;
  }

  private blogs(known: Set<string>): BlogSeed[] {
    const dir = this.file('blogs');
    const blogs: (BlogSeed & { number: number })[] = [];
    const numbers = new Map<number, string>();
    const slugs = new Map<string, string>();
    for (const name of list(dir, 'file')) {
      const file = path.join(dir, name);
      const match = BLOG_FILE.exec(name);
      if (!match) {
        this.problems.add(file, 'Unexpected file: posts are <number>-<slug>.md, e.g. 07-a-post.md');
        continue;
      }
      const number = Number(match[1]);
      const sameNumber = numbers.get(number);
      if (sameNumber !== undefined) {
        this.problems.add(
          file,
          `Duplicate number ${number}: ${this.problems.display(sameNumber)} has it too`,
        );
      } else numbers.set(number, file);

      const { frontMatter, body } = splitFrontMatter(readText(file));
      if (frontMatter === undefined) {
        this.problems.add(file, 'Must start with front matter between two "---" lines');
        continue;
      }
      const value = this.problems.parseYaml(file, frontMatter, 1);
      if (value === undefined) continue;
      const fields = this.problems.check(blogFrontMatter, value, file);
      if (!fields) continue;
      if (!known.has(fields.destination)) {
        this.problems.add(
          file,
          `Unknown destination "${fields.destination}": there is no destinations/${fields.destination}.yaml`,
          'destination',
        );
      }
      const { slug: ownSlug, photos: listed, ...post } = fields;
      const photos = findPhotoFiles(this.root, listed, file, this.problems);
      const slug = ownSlug ?? toSlug(fields.name);
      const sameSlug = slugs.get(slug);
      if (sameSlug !== undefined) {
        this.problems.add(
          file,
          `Duplicate post slug "${slug}": ${this.problems.display(sameSlug)} has it too`,
          ownSlug ? 'slug' : 'name',
        );
      } else slugs.set(slug, file);
      blogs.push({
        ...(ownSlug ? { slug: ownSlug } : {}),
        ...post,
        ...(photos ? { photos } : {}),
        html: markdownToHtml(body),
        number,
      });
    }
    return blogs.sort((a, b) => a.number - b.number).map(({ number: _, ...blog }) => blog);
  }
}

/** "---\n<yaml>\n---\n<markdown>" → its parts; frontMatter undefined when there is none. */
/** The records read from a folder, and the slugs of all its files, readable or not. */
interface Found<T> {
  records: T[];
  slugs: Set<string>;
}

/**
 * Records in the order order.yaml lists them; those it does not list follow, in `records`'
 * order. A listed slug without a file, or listed twice, is a problem.
 */
function sortBy<T extends { slug: string }>(
  records: T[],
  files: Set<string>,
  listed: string[] | undefined,
  field: string,
  orderPath: string,
  problems: ProblemList,
): T[] {
  if (!listed) return records;
  const bySlug = new Map(records.map((record) => [record.slug, record]));
  const seen = new Set<string>();
  const ordered: T[] = [];
  listed.forEach((slug, index) => {
    const record = bySlug.get(slug);
    if (seen.has(slug)) problems.add(orderPath, `"${slug}" is listed twice`, `${field}[${index}]`);
    else if (!files.has(slug)) {
      problems.add(orderPath, `No ${field.replace(/s$/, '')} "${slug}"`, `${field}[${index}]`);
    } else if (record) ordered.push(record);
    seen.add(slug);
  });
  return [...ordered, ...records.filter((record) => !seen.has(record.slug))];
}
