import { apiClient, createQueryClient } from '@tour/shared';
import { searchPackages } from '../api/packages';
import { listing } from '../testing/fixtures';
import { searchMonths } from '../components/searchMonths';
import { prefetch, redirect, status } from './HomePage';

jest.mock('../api/packages', () => ({ searchPackages: jest.fn() }));
// The home content is prefetched too; these tests are about the search.
jest.mock('../api/home', () => ({ fetchHome: jest.fn().mockResolvedValue({}) }));

const CITIES = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
  { id: 3, name: 'Leh Ladakh', aliases: ['ladakh', 'leh'] },
  { id: 4, name: 'Pondicherry', aliases: ['pondy', 'puducherry'] },
];

/** What the render server does with the home page's module for one URL's query string. */
async function serverAnswer(search: string) {
  const client = createQueryClient({ server: true });
  await prefetch!(client, { params: {}, search });
  return {
    redirect: redirect!(client, { params: {}, search }),
    status: status!(client, { params: {}, search }),
  };
}

describe('the home search sent without the app (its GET form)', () => {
  beforeEach(() => {
    jest.spyOn(apiClient, 'getAllCities').mockResolvedValue(CITIES);
    jest.mocked(searchPackages).mockReset();
  });

  it('renders the home page as usual without search fields in the URL', async () => {
    expect(await serverAnswer('?utm_source=whatsapp')).toEqual({ redirect: null, status: 200 });
    expect(searchPackages).not.toHaveBeenCalled();
  });

  it('sends a search that finds packages to its listing, with category and month', async () => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const month = searchMonths()[1]!.value;
    const answer = await serverAnswer(`?destination=goa&category=family&month=${month}`);
    expect(searchPackages).toHaveBeenCalledWith({
      destinationId: 1,
      categoryId: 3,
      date: `${month}-01`,
    });
    expect(answer.redirect).toMatch(new RegExp(`-tour-packages\\?category=FAMILY&month=${month}$`));
  });

  it.each(['?destination=&category=Family&month=2026-12', '?destination=%20%20&month=', '?month='])(
    'stays on the page with 400 without a destination (%s), asking nothing of the API',
    async (search) => {
      expect(await serverAnswer(search)).toEqual({ redirect: null, status: 400 });
      expect(searchPackages).not.toHaveBeenCalled();
    },
  );

  it('takes a destination alone: any category, any month', async () => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const answer = await serverAnswer('?destination=Goa&category=&month=');
    expect(searchPackages).toHaveBeenCalledWith({ destinationId: 1, categoryId: null, date: null });
    expect(answer).toEqual({ redirect: expect.stringMatching(/-tour-packages$/), status: 200 });
  });

  it.each([
    ['Ladakh', 3],
    ['leh', 3],
    [' Pondy ', 4],
    ['PUDUCHERRY', 4],
  ])('resolves %j, typed without picking it, to destination %i', async (typed, id) => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    await serverAnswer(`?destination=${encodeURIComponent(typed)}&month=2027-06`);
    expect(searchPackages).toHaveBeenCalledWith({
      destinationId: id,
      categoryId: null,
      date: '2027-06-01',
    });
  });

  it('sends an unknown destination to the no-result page', async () => {
    const answer = await serverAnswer('?destination=Atlantis&category=Family&month=2026-12');
    expect(answer.redirect).toBe('/no-result-found');
  });

  it('stays on the page with 503 when the search cannot be made', async () => {
    jest.mocked(searchPackages).mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await serverAnswer('?destination=Goa&category=Family&month=nonsense')).toEqual({
      redirect: null,
      status: 503,
    });
    // A month not written as the picker writes it searches any month.
    expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ date: null }));
  });
});
