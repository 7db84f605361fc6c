/** GET /blog/get-all and GET /blog/:id. */
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
