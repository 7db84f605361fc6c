/** GET /site/pages/:name and GET /site/faq: the pages of text and the FAQ as last imported. */
import { PRIVACY_NOTICE_VERSION, SITE_PAGE_NAMES } from '@tour/shared/contracts';
import { SITE_PAGE_NOT_FOUND_MESSAGE } from '../../src/catalogue/routes/site-pages';
import { requests, withAuth, type Suite } from './context';

export function describeSitePageRoutes(suite: Suite): void {
  const { get } = requests(suite);

  describe('GET /site/pages/:name', () => {
    it.each(SITE_PAGE_NAMES)('answers the %s page with its sections', async (name) => {
      const response = await get(withAuth(`/site/pages/${name}`));
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      expect(page).toMatchObject({ name, title: expect.any(String), updated: expect.any(String) });
      expect(page.sections.length).toBeGreaterThan(0);
    });

    it('fills the contact details in from the site profile, as links', async () => {
      const profile = (await get(withAuth('/site/profile'))).json().data;
      const page = (await get(withAuth('/site/pages/privacy'))).json().data;
      const html = page.sections.map((s: { html: string }) => s.html).join('\n');
      expect(html).not.toMatch(/\{(email|phone|address)\}/);
      expect(html).toContain(`<a href="mailto:${profile.email}">${profile.email}</a>`);
      expect(html).toContain(`<address>${profile.name}<br>`);
      expect(page.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(html).toContain(`This is version ${PRIVACY_NOTICE_VERSION} of this notice`);
      const about = (await get(withAuth('/site/pages/about'))).json().data;
      expect(about.sections.at(-1).html).toContain(
        `<a href="tel:${profile.phone.e164}">${profile.phone.display}</a>`,
      );
    });

    it('states the catalogue counts the about page names', async () => {
      const page = (await get(withAuth('/site/pages/about'))).json().data;
      const counts = await suite()
        .database.db.selectFrom('packages')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('packages'),
          eb.fn.count<number | string>('destination_id').distinct().as('destinations'),
        ])
        .where('published', '=', 1)
        .executeTakeFirstOrThrow();
      expect(page.facts).toContainEqual({
        label: 'Destinations covered',
        value: String(Number(counts.destinations)),
      });
      expect(page.sections[0].html).toContain(
        `${Number(counts.packages)} packages in ${Number(counts.destinations)} destinations`,
      );
    });

    it('answers 404 for a page there is none of', async () => {
      const response = await get(withAuth('/site/pages/cookies'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 0,
        message: SITE_PAGE_NOT_FOUND_MESSAGE,
        data: null,
      });
    });

    it('needs the authCode, like every catalogue read', async () => {
      expect((await get('/site/pages/terms')).statusCode).toBe(401);
    });
  });

  describe('GET /site/faq', () => {
    it('answers the questions in order, answers as HTML', async () => {
      const response = await get(withAuth('/site/faq'));
      expect(response.statusCode).toBe(200);
      const faq = response.json().data;
      // The spec's general FAQ: 19 questions, the most asked first.
      expect(faq.items).toHaveLength(19);
      expect(faq.items[0]).toEqual({
        id: 'how-to-book',
        question: 'How do I book a tour package with Ghumakkad?',
        answerHtml: expect.stringMatching(/^<p>Find a package you like, .*<\/p>$/s),
      });
    });

    it('has an ETag, so a repeat costs a 304', async () => {
      const first = await get(withAuth('/site/faq'));
      const again = await get(withAuth('/site/faq'), {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  });
}
