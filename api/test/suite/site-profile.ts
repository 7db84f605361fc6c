/** GET /site/profile: the imported content/site/profile.yaml, public like the catalogue reads. */
import { SITE_PROFILE_DOCUMENT } from '@tour/shared/contracts';
import { SITE_PROFILE_MISSING_MESSAGE } from '../../src/catalogue/routes/site-profile';
import { requests, withAuth, type Suite } from './context';

export function describeSiteProfileRoute(suite: Suite): void {
  const { get } = requests(suite);

  describe('GET /site/profile', () => {
    it('answers the imported profile, each number in E.164 and display form', async () => {
      const response = await get(withAuth('/site/profile'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(1);
      expect(body.data).toEqual({
        name: expect.any(String),
        phone: { e164: expect.stringMatching(/^\+91\d{10}$/), display: expect.any(String) },
        whatsapp: { e164: expect.stringMatching(/^\+91\d{10}$/), display: expect.any(String) },
        email: expect.stringContaining('@'),
        address: {
          lines: expect.any(Array),
          city: expect.any(String),
          pin: expect.stringMatching(/^\d{6}$/),
          state: expect.any(String),
        },
        registration: expect.any(Object),
        hours: { phone: expect.any(String), office: expect.any(String) },
        socialLinks: expect.any(Object),
        // The claims content/site/profile.yaml makes, as it writes them.
        claims: { agents: '650+', travellers: '40 lakh+' },
        counts: { destinations: expect.any(Number), packages: expect.any(Number) },
      });
      expect(body.data.phone.display).toMatch(/^\+91 /);
      // Counted from the published catalogue, never a typed claim.
      const published = await suite()
        .database.db.selectFrom('packages')
        .select(['destination_id'])
        .where('published', '=', 1)
        .execute();
      expect(body.data.counts).toEqual({
        packages: published.length,
        destinations: new Set(published.map((row) => row.destination_id)).size,
      });
    });

    it('needs the authCode, like every catalogue read', async () => {
      expect((await get('/site/profile')).statusCode).toBe(401);
    });

    it('has an ETag, so a repeat costs a 304', async () => {
      const first = await get(withAuth('/site/profile'));
      const again = await get(withAuth('/site/profile'), {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 before any import has stored a profile, and the profile once it has', async () => {
      const { db } = suite().database;
      const stored = await db
        .selectFrom('site_documents')
        .selectAll()
        .where('name', '=', SITE_PROFILE_DOCUMENT)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('site_documents').where('name', '=', SITE_PROFILE_DOCUMENT).execute();
      try {
        const missing = await get(withAuth('/site/profile'));
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({
          code: 0,
          message: SITE_PROFILE_MISSING_MESSAGE,
          data: null,
        });
      } finally {
        await db.insertInto('site_documents').values(stored).execute();
      }
      expect((await get(withAuth('/site/profile'))).statusCode).toBe(200);
    });
  });
}
