import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setRuntimeConfig, useSiteStore } from '@tour/shared';
import { getBlog, getBlogNeighbours } from '../api/blogs';
import { makeBlog, makeSummary } from '../testing/fixtures';
import { renderAt } from '@tour/shared/testing';
import { BlogDetailsPage } from './BlogDetailsPage';

jest.mock('../api/blogs', () => ({
  BLOG_PAGE_SIZE: 3,
  fetchBlogPage: jest.fn(),
  getBlog: jest.fn(),
  getBlogNeighbours: jest.fn(),
}));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const BLOG = makeBlog({
  id: 12,
  name: 'Solang Valley for First-Time Adventurers',
  destinationName: 'Manali',
  categoryName: 'WATER_ACTIVITY',
  publishedAt: '2025-01-18',
  description: `<p>${'word '.repeat(600)}</p><h2>What you can try</h2><ul><li>Paragliding</li></ul>`,
});

/** Lets pending loads (related posts, runtime config) land inside act. */
const settle = () => act(async () => {});

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => JSON.parse(script.textContent ?? '[]') as Record<string, unknown>[],
  );
}

describe('BlogDetailsPage', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  beforeEach(() => {
    jest.mocked(getBlogNeighbours).mockResolvedValue({ related: [], newer: null, older: null });
    jest.mocked(getBlog).mockResolvedValue(BLOG);
  });

  it('shows the blog from navigation state without asking the API', async () => {
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solang Valley for First-Time Adventurers' }),
    ).toBeInTheDocument();
    expect(getBlog).not.toHaveBeenCalled();
    expect(screen.getByText('18 January 2025')).toHaveAttribute('datetime', '2025-01-18');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText('By Ghumakkad')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you can try' })).toBeInTheDocument();
    // Underscores shown as spaces.
    expect(screen.getByRole('link', { name: 'Water Activity' })).toHaveAttribute(
      'href',
      '/category/WATER_ACTIVITY/blog',
    );
    await waitFor(() => expect(getBlogNeighbours).toHaveBeenCalledWith(12));
  });

  it('has the breadcrumb Home / Blog / name', async () => {
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    expect(within(crumbs).getByText(BLOG.name)).toHaveAttribute('aria-current', 'page');
    await settle();
  });

  it('loads the blog by id on a direct load or reload', async () => {
    renderAt(<BlogDetailsPage />, '/blog-details?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: BLOG.name })).toBeInTheDocument();
    expect(getBlog).toHaveBeenCalledWith(12);
    await settle();
  });

  it('puts the id into the URL when only navigation state carried the blog', async () => {
    renderAt(<BlogDetailsPage />, '/blog-details', { state: { blog: BLOG } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/blog-details?id=12'),
    );
    expect(screen.getByRole('heading', { level: 1, name: BLOG.name })).toBeInTheDocument();
    expect(getBlog).not.toHaveBeenCalled();
    await settle();
  });

  it('says "Blog not found!" when the API has no such blog', async () => {
    jest
      .mocked(getBlog)
      .mockRejectedValue(new ApiError('http', 'Blog not found.', 404, { code: 0 }));
    renderAt(<BlogDetailsPage />, '/blog-details?id=999999');
    expect(await screen.findByRole('heading', { name: 'Blog not found!' })).toBeInTheDocument();
    expect(screen.getByText(/We have no blog post with the id 999999\./)).toBeInTheDocument();
    // The page answers 404: a head that describes no post and asks not to be indexed.
    expect(document.title).toBe('Blog not found | Ghumakkad');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    for (const selector of [
      'meta[property="og:image"]',
      'link[rel="canonical"]',
      'script[type="application/ld+json"]',
    ]) {
      expect(document.head.querySelector(selector)).toBeNull();
    }
  });

  it('says "Blog not found!" with neither an id nor a blog in state', () => {
    renderAt(<BlogDetailsPage />, '/blog-details');
    expect(screen.getByRole('heading', { name: 'Blog not found!' })).toBeInTheDocument();
    expect(getBlog).not.toHaveBeenCalled();
  });

  it('does not claim "Blog not found!" when the request fails, and can try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(getBlog).mockRejectedValueOnce(new ApiError('network', 'offline'));
    const user = userEvent.setup();
    renderAt(<BlogDetailsPage />, '/blog-details?id=12');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this blog');
    expect(screen.queryByText('Blog not found!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: BLOG.name })).toBeInTheDocument();
    expect(getBlog).toHaveBeenCalledTimes(2);
  });

  // The API stores a body that shows nothing (`<p><br></p>`) as ''.
  it('says "No description available" for an empty body', async () => {
    renderAt(<BlogDetailsPage />, '/blog-details?id=6', {
      state: {
        blog: makeBlog({ id: 6, description: '' }),
      },
    });
    expect(screen.getByText('No description available')).toBeInTheDocument();
    await settle();
  });

  // The API sanitised it when it was stored (api/src/content/sanitise-html.ts).
  it('renders the body as the API sends it', async () => {
    const description =
      '<h2>Plan</h2><p>Safe <strong>text</strong> &amp; <a href="/blogs" title="a > b">a link</a></p>';
    renderAt(<BlogDetailsPage />, '/blog-details?id=5', {
      state: { blog: makeBlog({ id: 5, description }) },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' }).parentElement!.innerHTML).toBe(
      description,
    );
    await settle();
  });

  it('has a Navigate by Category dropdown with the 9 categories', async () => {
    const user = userEvent.setup();
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    const toggle = screen.getByRole('button', { name: 'Navigate by Category' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/category/SEASONAL_PACKAGE/blog');
    expect(within(list).getByRole('link', { name: 'Honeymoon' })).toHaveAttribute(
      'href',
      '/category/HONEYMOON/blog',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await settle();
  });

  it('shows the related posts the API picked for it', async () => {
    jest.mocked(getBlogNeighbours).mockResolvedValue({
      related: [
        makeSummary({ id: 20, name: 'Manali one', destinationName: 'Manali' }),
        makeSummary({ id: 22, name: 'Manali two', destinationName: 'Manali' }),
        makeSummary({ id: 23, name: 'Manali three', destinationName: 'Manali' }),
      ],
      newer: null,
      older: null,
    });
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    const related = await screen.findByRole('region', { name: 'More from Manali' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Manali one', 'Manali two', 'Manali three']);
  });

  it('links the posts published just after and just before', async () => {
    const newer = makeSummary({ id: 30, name: 'Newest in Goa', destinationName: 'Goa' });
    const older = makeSummary({ id: 5, name: 'Earlier in Kerala', destinationName: 'Kerala' });
    jest.mocked(getBlogNeighbours).mockResolvedValue({ related: [], newer, older });
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    const nav = await screen.findByRole('navigation', { name: 'Newer and older posts' });
    expect(within(nav).getByRole('link', { name: /Newer post\s*Newest in Goa/ })).toHaveAttribute(
      'href',
      '/blog-details?id=30',
    );
    expect(
      within(nav).getByRole('link', { name: /Older post\s*Earlier in Kerala/ }),
    ).toHaveAttribute('href', '/blog-details?id=5');
  });

  it('has no newer link on the newest post', async () => {
    const older = makeSummary({ id: 5, name: 'Earlier in Kerala', destinationName: 'Kerala' });
    jest.mocked(getBlogNeighbours).mockResolvedValue({ related: [], newer: null, older });
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    const nav = await screen.findByRole('navigation', { name: 'Newer and older posts' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).queryByText('Newer post')).toBeNull();
  });

  it('sets the title, description, canonical link and JSON-LD', async () => {
    const { unmount } = renderAt(<BlogDetailsPage />, '/blog-details?id=12', {
      state: { blog: BLOG },
    });
    expect(document.title).toBe('Solang Valley for First-Time Adventurers | Ghumakkad');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^word word/),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/blog-details?id=12',
    );
    const posting = jsonLd().find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: BLOG.name,
      datePublished: '2025-01-18',
      image: ['http://api.test/images/beach.svg'],
      author: { '@type': 'Organization', name: 'Ghumakkad' },
      publisher: { '@type': 'Organization', name: 'Ghumakkad' },
    });
    expect(jsonLd().find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
    unmount();
    expect(jsonLd()).toEqual([]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('offers a quote for the destination through the enquiry modal', async () => {
    const user = userEvent.setup();
    renderAt(<BlogDetailsPage />, '/blog-details?id=12', { state: { blog: BLOG } });
    await user.click(screen.getByRole('button', { name: 'Get a free quote' }));
    expect(useSiteStore.getState()).toMatchObject({
      enquiryOpen: true,
      enquiryPrefill: { destination: 'Manali' },
    });
    expect(screen.getByRole('link', { name: 'See Manali tour packages' })).toHaveAttribute(
      'href',
      '/manali-tour-packages',
    );
    await settle();
  });
});
