/** GET /blog/get-all, GET /blog/summaries, GET /blog/:id and GET /blog/:id/neighbours. */
import { CATEGORY_CODES } from '@tour/shared/contracts';
import { requests, withAuth, type Suite } from './context';

export function describeBlogRoutes(suite: Suite): void {
  const { get } = requests(suite);
  const destinationIdOf = async (name: string) =>
    (
      await suite()
        .database.db.selectFrom('destinations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  describe('GET /blog/get-all', () => {
    it('returns every blog, newest first, in the shared Blog shape', async () => {
      const response = await get(withAuth('/blog/get-all'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThanOrEqual(6);
      const dates = body.data.map((blog: { publishedAt: string }) => blog.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const blog of body.data) {
        expect(blog).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.stringContaining('<p>'),
          imageUrl: blog.imageUrl === null ? null : expect.stringMatching(/^\/images\/\w+\.svg$/),
          destinationName: expect.any(String),
          categoryName: expect.stringMatching(/^[A-Z_]+$/),
          publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(CATEGORY_CODES).toContain(blog.categoryName);
      }
    });

    it('filters by destination', async () => {
      const keralaId = await destinationIdOf('Kerala');
      const body = (await get(withAuth(`/blog/get-all?destinationId=${keralaId}`))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThan(0);
      expect(
        body.data.every((b: { destinationName: string }) => b.destinationName === 'Kerala'),
      ).toBe(true);
    });

    it('filters by categoryId, the 1-based position in CATEGORY_CODES', async () => {
      const religious = CATEGORY_CODES.indexOf('RELIGIOUS') + 1;
      const body = (await get(withAuth(`/blog/get-all?categoryId=${religious}`))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((b: { categoryName: string }) => b.categoryName === 'RELIGIOUS')).toBe(
        true,
      );
    });

    it('answers code 0 with an empty list when the filters match nothing', async () => {
      const response = await get(withAuth('/blog/get-all?destinationId=2000000000&categoryId=1'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        message: 'No blogs found for the given filters.',
        data: [],
      });
    });

    it('treats cleared filters ("" or "null") as no filter', async () => {
      const body = (await get(withAuth('/blog/get-all?destinationId=&categoryId=null'))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThanOrEqual(6);
    });

    it('rejects an out-of-range categoryId with 400 naming the field', async () => {
      const response = await get(withAuth('/blog/get-all?categoryId=10'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^categoryId: /);
    });
  });

  describe('GET /blog/summaries', () => {
    const all = async () =>
      (await get(withAuth('/blog/get-all'))).json().data as Array<{
        id: number;
        name: string;
        description: string;
        destinationName: string;
        categoryName: string;
      }>;

    it('pages through the same posts as get-all, with totals, and never sends a body', async () => {
      const posts = await all();
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(posts.length / 3); page += 1) {
        const response = await get(withAuth(`/blog/summaries?page=${page}&limit=3`));
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.code).toBe(1);
        expect(body.data).toMatchObject({ total: posts.length, page, limit: 3 });
        for (const item of body.data.items) {
          expect(item).not.toHaveProperty('description');
          expect(item.excerpt.length).toBeLessThanOrEqual(160);
          expect(item.excerpt).not.toMatch(/[<>]/);
          expect(item.readingMinutes).toBeGreaterThanOrEqual(1);
          seen.push(item.id);
        }
      }
      expect(seen).toEqual(posts.map((post) => post.id));
      const past = (await get(withAuth(`/blog/summaries?page=999&limit=3`))).json();
      expect(past).toMatchObject({ code: 1, data: { items: [], total: posts.length } });
    });

    it('is far lighter than the full list', async () => {
      const full = (await get(withAuth('/blog/get-all'))).body.length;
      const light = (await get(withAuth('/blog/summaries?limit=50'))).body.length;
      expect(light * 3).toBeLessThan(full);
    });

    it('filters by category, destination, and leaves out one post', async () => {
      const posts = await all();
      const religious = CATEGORY_CODES.indexOf('RELIGIOUS') + 1;
      const byCategory = (await get(withAuth(`/blog/summaries?categoryId=${religious}`))).json();
      expect(byCategory.data.total).toBe(
        posts.filter((post) => post.categoryName === 'RELIGIOUS').length,
      );
      expect(
        byCategory.data.items.every(
          (b: { categoryName: string }) => b.categoryName === 'RELIGIOUS',
        ),
      ).toBe(true);

      const keralaId = await destinationIdOf('Kerala');
      const kerala = posts.filter((post) => post.destinationName === 'Kerala');
      const [first] = kerala;
      const others = (
        await get(withAuth(`/blog/summaries?destinationId=${keralaId}&excludeId=${first!.id}`))
      ).json();
      expect(others.code).toBe(1);
      expect(others.data.total).toBe(kerala.length - 1);
      expect(others.data.items.map((b: { id: number }) => b.id)).not.toContain(first!.id);
    });

    it('answers code 0 and an empty page when a search matches nothing', async () => {
      const response = await get(withAuth('/blog/summaries?destinationId=2000000000&categoryId=1'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        message: 'No blogs found for the given filters.',
        data: { items: [], total: 0, page: 1, limit: 12 },
      });
    });

    it('is a cached catalogue answer: ETag, CDN Cache-Control, 304 to a repeat', async () => {
      const url = withAuth('/blog/summaries?page=2&limit=3');
      const first = await get(url);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The same question asked with cleared filters gets the same bytes.
      const cleared = await get(
        withAuth('/blog/summaries?page=2&limit=3&categoryId=&excludeId=null'),
      );
      expect(cleared.body).toBe(first.body);
    });

    it('treats cleared filters ("" or "null") as no filter', async () => {
      const body = (await get(withAuth('/blog/summaries?destinationId=&categoryId=null'))).json();
      expect(body.code).toBe(1);
      expect(body.data.total).toBeGreaterThanOrEqual(6);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=51', 'limit'],
      ['limit=1.5', 'limit'],
      ['categoryId=10', 'categoryId'],
      ['excludeId=-3', 'excludeId'],
      ['destinationId=99999999999', 'destinationId'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await get(withAuth(`/blog/summaries?${query}`));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: Must be a whole number`));
    });
  });

  describe('GET /blog/:id/neighbours', () => {
    it('gives the newer and older posts of the listing and more about the destination', async () => {
      const posts = (await get(withAuth('/blog/get-all'))).json().data as Array<{
        id: number;
        destinationName: string;
      }>;
      const index = 1;
      const post = posts[index]!;
      const response = await get(withAuth(`/blog/${post.id}/neighbours`));
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.newer?.id).toBe(posts[index - 1]!.id);
      expect(data.older?.id ?? null).toBe(posts[index + 1]?.id ?? null);
      const sameDestination = posts
        .filter((other) => other.id !== post.id && other.destinationName === post.destinationName)
        .slice(0, 3)
        .map((other) => other.id);
      expect(data.related.map((other: { id: number }) => other.id)).toEqual(sameDestination);
      expect(JSON.stringify(data)).not.toContain('"description"');

      const newest = (await get(withAuth(`/blog/${posts[0]!.id}/neighbours`))).json().data;
      expect(newest.newer).toBeNull();
    });

    it('answers 404 with code 0 for an unknown id and 400 for a bad one', async () => {
      const missing = await get(withAuth('/blog/2000000000/neighbours'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 0, message: 'Blog not found.', data: null });
      const bad = await get(withAuth('/blog/abc/neighbours'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('id: Must be a positive whole number');
    });
  });

  describe('GET /blog/:id', () => {
    it('answers the same post the listing shows', async () => {
      const [first] = (await get(withAuth('/blog/get-all'))).json().data;
      const response = await get(withAuth(`/blog/${first.id}`));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 1, message: 'Success', data: first });
    });

    it('answers 404 with code 0 for an unknown id', async () => {
      const response = await get(withAuth('/blog/2000000000'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 0, message: 'Blog not found.', data: null });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for id %j', async (id) => {
      const response = await get(withAuth(`/blog/${id}`));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('id: Must be a positive whole number');
    });
  });
}
