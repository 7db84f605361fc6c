/**
 * For the tests of the pages of text: documents shaped as the API answers them, and a render
 * with the answers already in the query cache, as the render server leaves them.
 */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteProfile } from '@tour/shared';
import type { SiteFaq, SitePage, SitePageName } from '@tour/shared/contracts';
import { siteProfileQuery } from '@tour/shared';
import { TEST_SITE_PROFILE } from '@tour/shared/testing';
import { siteFaqQuery, sitePageQuery } from '../pages/sitePageQueries';
import { ShellPageContext } from '../routes/shellPageContext';
import { SHELL_PAGES, shellPageAt } from '../routes/shellPages';

export { TEST_SITE_PROFILE as TEST_PROFILE };

/** A legal page as the API answers it: an intro, two sections of text and the two blocks. */
export function legalPage(name: SitePageName, heading: string): SitePage {
  return {
    name,
    title: heading,
    description: `The ${name} of the test.`,
    heading,
    updated: '2026-11-21',
    introHtml: '<p>Plain words first.</p>',
    facts: [],
    sections: [
      { id: 'first', title: 'First things', html: '<p>Some <strong>text</strong>.</p>', parts: [] },
      {
        id: 'second',
        title: 'Second things',
        html: '<ul><li>One</li><li>Two</li></ul>',
        parts: [],
      },
      {
        id: 'personal-data',
        title: 'Your personal data',
        html: '',
        parts: [],
        block: 'personal-data',
      },
      { id: 'contact', title: 'Contact us', html: '', parts: [], block: 'contact' },
    ],
  };
}

/** `count` questions, each with a two-paragraph answer. */
export function faqWith(count: number): SiteFaq {
  return {
    title: 'Frequently Asked Questions',
    description: 'The FAQ of the test.',
    heading: 'Frequently Asked Questions',
    eyebrow: 'Help centre',
    lead: 'Straight answers.',
    items: Array.from({ length: count }, (_, i) => ({
      id: `question-${i + 1}`,
      question: `Question number ${i + 1}?`,
      answerHtml: `<p>Answer ${i + 1}, first part.</p>\n<p>Answer ${i + 1}, second part.</p>`,
    })),
  };
}

export interface SiteData {
  pages?: SitePage[];
  faq?: SiteFaq;
  profile?: SiteProfile;
}

export function queryClientWith({
  pages = [],
  faq,
  profile = TEST_SITE_PROFILE,
}: SiteData): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteProfileQuery.queryKey, profile);
  for (const page of pages) client.setQueryData(sitePageQuery(page.name).queryKey, page);
  if (faq) client.setQueryData(siteFaqQuery.queryKey, faq);
  return client;
}

/**
 * Renders `ui` at `path` with `data` in the cache and the meta of the shell page at `path` handed
 * down as the router hands it, and lets effects settle.
 */
export async function renderWithSiteData(
  ui: ReactElement,
  path: string,
  data: SiteData,
  client = queryClientWith(data),
): Promise<QueryClient> {
  const page = shellPageAt(path);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <ShellPageContext.Provider value={page ? SHELL_PAGES[page].meta : null}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ShellPageContext.Provider>
      </QueryClientProvider>,
    );
  });
  return client;
}
