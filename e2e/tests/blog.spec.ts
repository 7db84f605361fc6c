import { expect, queryDb, test } from './fixtures';

interface BlogRow {
  id: number;
  name: string;
  description: string;
  category: string;
  published_at: string;
}

const CATEGORY_IDS: Record<string, number> = { RELIGIOUS: 8, HONEYMOON: 5 };

/** The date as the site shows it: the blog's own day, in India. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(day));
}

/** About 200 words a minute, at least 1. */
function readingTime(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ').length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}

test('a search by category shows only that category, and survives a reload', async ({
  page,
  site,
  pageErrors,
}) => {
  const religious = queryDb<BlogRow>(site, "select * from blogs where category = 'RELIGIOUS'");
  expect(religious.length).toBeGreaterThan(3);

  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a destination or category.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page
    .getByRole('listbox', { name: 'Category' })
    .getByRole('option', { name: 'Religious' })
    .click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blogs\?categoryId=8$/);

  const results = page.getByRole('list', { name: 'Blog posts' });
  const cards = results.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'See more' }).click();
  await expect(cards).toHaveCount(Math.min(6, religious.length));
  await expect(results.getByText('Religious', { exact: true })).toHaveCount(
    Math.min(6, religious.length),
  );
  for (const name of await results.getByRole('heading', { level: 3 }).allTextContents()) {
    expect(religious.map((blog) => blog.name)).toContain(name);
  }

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Religious');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Results for Religious')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a search that matches nothing says so', async ({ page, site }) => {
  const goa = queryDb<{ id: number }>(site, "select id from destinations where slug = 'goa'")[0]!
    .id;
  const none = queryDb<{ n: number }>(
    site,
    "select count(*) as n from blogs where destination_id = ? and category = 'RELIGIOUS'",
    goa,
  );
  expect(none[0]!.n).toBe(0);
  await page.goto(`/blogs?destinationId=${goa}&categoryId=${CATEGORY_IDS.RELIGIOUS}`);
  await expect(page.getByText('No blogs found for your search criteria!')).toBeVisible();
  await expect(page.getByText('No blogs match this search yet.')).toBeVisible();
});

test('a category list shows that category and hides See more when all are shown', async ({
  page,
  site,
}) => {
  const religious = queryDb<BlogRow>(site, "select * from blogs where category = 'RELIGIOUS'");
  expect(religious.length).toBeGreaterThan(3);
  expect(religious.length).toBeLessThanOrEqual(6);

  await page.goto('/category/RELIGIOUS/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Religious Blogs' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'See more' }).click();
  await expect(cards).toHaveCount(religious.length);
  await expect(page.getByRole('button', { name: /See more|No More Blogs/ })).toHaveCount(0);

  // A display name with a space works as well as the code.
  await page.goto('/category/Water%20activity/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Water Activity Blogs' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Blog posts' }).getByText('Water Activity', { exact: true }),
  ).not.toHaveCount(0);
});

test('a blog opened from a card still shows after a reload, with its own date and reading time', async ({
  page,
  site,
  pageErrors,
}) => {
  await page.goto('/blogs');
  const firstCard = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').first();
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await firstCard.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/blog-details\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const [blog] = queryDb<BlogRow>(site, 'select * from blogs where id = ?', id);
  expect(blog!.name).toBe(title);

  async function expectTheBlog() {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.locator('time')).toHaveText(longDate(blog!.published_at));
    await expect(article.getByText(readingTime(blog!.description))).toBeVisible();
    await expect(article.getByText('By Ghumakkad')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    await expect(page).toHaveTitle(`${title} | Ghumakkad`);
  }

  await expectTheBlog();
  await page.reload();
  await expectTheBlog();

  // A fresh tab with only the address (no navigation state) finds it too.
  const direct = await page.context().newPage();
  await direct.goto(`/blog-details?id=${id}`);
  await expect(direct.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const posting = await direct
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .flatMap((script) => JSON.parse(script.textContent ?? '[]') as { '@type': string }[])
        .find((item) => item['@type'] === 'BlogPosting'),
    );
  expect(posting).toMatchObject({ headline: title, datePublished: blog!.published_at });
  await direct.close();

  await page.getByRole('button', { name: 'Navigate by Category' }).click();
  await page
    .getByRole('complementary', { name: 'More to explore' })
    .getByRole('link', { name: 'Honeymoon', exact: true })
    .click();
  await expect(page).toHaveURL(/\/category\/HONEYMOON\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Honeymoon Blogs' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a direct load of an unknown blog says "Blog not found!"', async ({ page, site }) => {
  // As served: a 404 that names the missing post and carries none of the others.
  const response = await fetch(`${site.siteUrl}/blog-details?id=999999`);
  expect(response.status).toBe(404);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta name="robots" content="noindex"/>');
  expect(head).not.toContain('og:image');
  expect(html).not.toContain('application/ld+json');
  expect(html).toContain('We have no blog post with the id 999999.');
  for (const { name } of queryDb<{ name: string }>(site, 'select name from blogs')) {
    expect(html).not.toContain(JSON.stringify(name).slice(1, -1));
  }

  await page.goto('/blog-details?id=999999');
  await expect(page.getByRole('heading', { name: 'Blog not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

/**
 * Words from well inside a post's body, past any card's excerpt, with no character that HTML or
 * JSON would escape: present in a page only if the page carries the whole post.
 */
function innerPhrase(html: string): string | null {
  let before = 0;
  // Within one stretch of text between tags, so the phrase is in the page's HTML as it is.
  for (const text of html.split(/<[^>]*>/)) {
    const phrase = before > 400 ? /[A-Za-z ,.]{40}/.exec(text)?.[0] : undefined;
    if (phrase) return phrase;
    before += text.length;
  }
  return null;
}

test('blog pages carry cards, not whole posts: a post page stays under 40 KB', async ({ site }) => {
  const posts = queryDb<BlogRow>(site, 'select * from blogs order by published_at desc, id desc');
  const phrases = posts.map((post) => innerPhrase(post.description));
  expect(phrases.filter(Boolean).length).toBeGreaterThan(3);

  const [post, ...others] = posts;
  const html = await (await fetch(`${site.siteUrl}/blog-details?id=${post!.id}`)).text();
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(40 * 1024);
  expect(html).toContain(phrases[0]);
  others.forEach((_, index) => {
    const phrase = phrases[index + 1];
    if (phrase) expect(html).not.toContain(phrase);
  });

  for (const path of ['/blogs', '/category/RELIGIOUS/blog']) {
    const listing = await (await fetch(`${site.siteUrl}${path}`)).text();
    expect(Buffer.byteLength(listing)).toBeLessThanOrEqual(40 * 1024);
    for (const phrase of phrases) if (phrase) expect(listing).not.toContain(phrase);
  }
});
