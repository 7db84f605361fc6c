import { standaloneLoader, type StandaloneRoute } from './mountStandalone';

const blogsPage = { default: () => null };

describe('standaloneLoader', () => {
  const load = standaloneLoader('mf-blog', 'blog', {
    './exposes/BlogsPage.tsx': () => Promise.resolve(blogsPage),
  });

  it('loads a module from the exposes file of its name', async () => {
    await expect(load('blog/BlogsPage')).resolves.toBe(blogsPage);
  });

  it.each(['blog/BlogDetailsPage', 'catalogue/HomePage'] as const)(
    'refuses %s, which no file of this remote holds',
    async (id) => {
      await expect(load(id)).rejects.toThrow(`${id} is not part of mf-blog`);
    },
  );
});

describe('StandaloneRoute', () => {
  it("takes each route's props from its own module", () => {
    const routes: StandaloneRoute<'booking/BookNowBar' | 'booking/ContactForm'>[] = [
      { path: '/contact', id: 'booking/ContactForm', label: 'Contact' },
      {
        path: '/book-now',
        id: 'booking/BookNowBar',
        label: 'Book Now bar',
        props: { packageId: 1, packageName: 'Goa', price: 1, days: 2 },
      },
      // @ts-expect-error the bar needs its package
      { path: '/bar', id: 'booking/BookNowBar', label: 'Bar' },
      // @ts-expect-error props of another module
      { path: '/c', id: 'booking/ContactForm', label: 'C', props: { startOpen: true } },
    ];
    expect(routes).toHaveLength(4);
  });
});
