import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  RemoteLoaderContext,
  resetRemoteSlotCache,
  setRuntimeConfig,
  type RemoteModuleLoader,
} from '@tour/shared';
import { fetchListingBySlug, fetchPackageDetail } from '../api/packages';
import { detail, listing, pkg } from '../testing/fixtures';
import { renderAt, testPhoto } from '@tour/shared/testing';
import { mockMediaQueries } from '@tour/shared/testing';
import { PackageDetailPage } from './PackageDetailPage';

jest.mock('../api/packages', () => ({
  fetchPackageDetail: jest.fn(),
  fetchListingBySlug: jest.fn(),
}));

const received: Record<string, unknown> = {};
function FakeRemote(id: string) {
  return function Fake(props: Record<string, unknown>) {
    received[id] = props;
    return <div data-testid={id}>{id}</div>;
  };
}
// The fake renders whatever props the page passes; the props' types are the contract's concern.
const loadAll = (async (id: string) => ({ default: FakeRemote(id) })) as RemoteModuleLoader;
const loadNone: RemoteModuleLoader = async (id) => {
  throw new Error(`${id} is down`);
};

function setWidth(width: number) {
  mockMediaQueries((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  });
}

function renderDetail(load: RemoteModuleLoader = loadAll) {
  return renderAt(
    <RemoteLoaderContext.Provider value={load}>
      <PackageDetailPage destinationSlug="goa" packageSlug="goa-beach-escape" />
    </RemoteLoaderContext.Provider>,
    '/goa-tour-packages-details/goa-beach-escape',
  );
}

describe('PackageDetailPage', () => {
  beforeEach(() => {
    resetRemoteSlotCache();
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
    setWidth(1280);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No other packages of the destination unless a test gives some (Similar packages).
    jest.mocked(fetchListingBySlug).mockResolvedValue({ code: 0, message: 'none', data: null });
  });
  afterEach(() => jest.restoreAllMocks());

  it('titles the page with the slug in words while loading', async () => {
    jest.mocked(fetchPackageDetail).mockReturnValue(new Promise(() => undefined));
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Goa Beach Escape' })).toBeInTheDocument();
    expect(screen.getByText('Loading itinerary details...')).toBeInTheDocument();
    expect(fetchPackageDetail).toHaveBeenCalledWith('goa-beach-escape', expect.any(AbortSignal));
  });

  it('keeps "Loading itinerary details..." when the call fails, and only logs', async () => {
    jest.mocked(fetchPackageDetail).mockRejectedValue(new Error('down'));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'all Goa tour packages' })).toHaveAttribute(
      'href',
      '/goa-tour-packages',
    );
    expect(screen.getByText('Loading itinerary details...')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('says truly that there is no such package, with noindex and no endless loading text', async () => {
    jest.mocked(fetchPackageDetail).mockRejectedValue(new ApiError('http', 'Not found', 404));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Package not found' })).toBeInTheDocument();
    expect(screen.getByText('We have no tour package at this address.')).toBeInTheDocument();
    expect(screen.queryByText('Loading itinerary details...')).toBeNull();
    expect(screen.queryByText(/Goa Beach Escape/)).toBeNull();
    expect(document.title).toBe('Package not found | Ghumakkad');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('states the package’s facts: its stay, what it includes, price range, GST, months, difficulty', async () => {
    const data = detail();
    jest.mocked(fetchPackageDetail).mockResolvedValue({
      ...data,
      packageDetailResponse: {
        ...data.packageDetailResponse,
        maxPrice: 21999,
        rating: 0,
        months: [5, 6, 9, 10],
        stay: ['tent', 'homestay'],
        includes: ['stay', 'all-meals', 'guide', 'permits'],
        gst: 5,
        difficulty: 'challenging',
      },
    });
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    const includes = screen.getByRole('region', { name: 'Package Includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tents and homestays', 'MealsAll meals', 'Guide', 'Permits']);
    const header = screen.getByRole('banner', { name: '' });
    expect(within(header).getByText('Tents and homestays')).toBeInTheDocument();
    expect(within(header).getByText('Best: May–Jun, Sep–Oct')).toBeInTheDocument();
    expect(within(header).getByText('Difficulty: Challenging')).toBeInTheDocument();
    expect(screen.queryByText(/star hotels/)).not.toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(side).getByText('₹14,999 – ₹21,999')).toBeInTheDocument();
    expect(within(side).getByText('+ 5% GST')).toBeInTheDocument();
    expect(
      screen.getByText('Prices exclude GST, charged at 5% on the package price.'),
    ).toBeInTheDocument();
  });

  it('shows the package: includes, duration, price, itinerary, information and policies', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail());
    renderDetail();
    expect(await screen.findByText('Day 1: Arrival in Goa')).toBeInTheDocument();
    expect(screen.queryByText('Loading itinerary details...')).not.toBeInTheDocument();
    for (const item of ['Hotels', 'Transport', 'Meals', 'Sightseeing']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    // One format in the header and in the duration box.
    expect(screen.getAllByText('4 Nights / 5 Days')).toHaveLength(2);
    expect(screen.getByText('₹14,999')).toBeInTheDocument();
    expect(screen.getByText(/per person on twin sharing/)).toBeInTheDocument();
    expect(screen.getByText('This travel idea is fully customizable')).toBeInTheDocument();
    expect(screen.getByText('Fort Aguada')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Tour Information' });
    const inclusions = within(info).getAllByRole('list')[0]!;
    expect(
      within(inclusions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 nights in a hotel', 'Daily breakfast']);
    expect(within(info).getByText('Travel insurance')).toBeInTheDocument();

    const policies = screen.getByRole('region', { name: 'Our Tour Policies' });
    expect(within(policies).getByText('Confirmation Policy')).toBeInTheDocument();
    expect(within(policies).getByText('Pay 25% to confirm.')).toBeInTheDocument();
    expect(within(policies).getByText('Cancellation Policy')).toBeInTheDocument();
    expect(within(policies).getByText('If you Cancel your Holiday:-')).toBeInTheDocument();
    expect(within(policies).getByText('Less than 7 days: no refund.')).toBeInTheDocument();
  });

  it('embeds the request-to-book form on wide screens with the package facts', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ maxPrice: 21999, gst: 5 }));
    renderDetail();
    expect(await screen.findByTestId('booking/RequestToBookForm')).toBeInTheDocument();
    expect(received['booking/RequestToBookForm']).toEqual({
      packageId: 7,
      packageName: 'Goa Beach Escape',
      price: 14999,
      maxPrice: 21999,
      gst: 5,
      days: 5,
    });
    expect(screen.queryByTestId('booking/BookNowBar')).not.toBeInTheDocument();
  });

  it('names the phone when the booking remote is down', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail());
    renderDetail(loadNone);
    expect(await screen.findByRole('link', { name: /Call \+91 80 4123 4567/ })).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
  });

  it('shows a stand-in Book Now bar below 821 px, and loads the booking remote only for a visitor who may book', async () => {
    setWidth(375);
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ maxPrice: 21999, gst: 5 }));
    const load = jest.fn(loadAll);
    const user = userEvent.setup();
    renderDetail(load);
    const bar = await screen.findByRole('region', { name: 'Book this package' });
    expect(bar).toHaveTextContent('₹14,999 – ₹21,999 per person+ 5% GST');
    expect(bar).toHaveTextContent('4 Nights / 5 Days');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('booking/RequestToBookForm')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('button', { name: 'Book Now' }));
    expect(load).toHaveBeenCalledWith('booking/BookNowBar');
    expect(screen.queryByTestId('booking/BookNowBar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByTestId('booking/BookNowBar')).toBeInTheDocument();
    expect(received['booking/BookNowBar']).toEqual({
      packageId: 7,
      packageName: 'Goa Beach Escape',
      price: 14999,
      maxPrice: 21999,
      gst: 5,
      days: 5,
      startOpen: true,
    });
  });

  it('offers a call bar when Book Now is pressed and the booking remote is down', async () => {
    setWidth(375);
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ maxPrice: 21999, gst: 5 }));
    const user = userEvent.setup();
    renderDetail(loadNone);
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    const call = await screen.findByRole('link', { name: 'Call to book' });
    expect(call).toHaveAttribute('href', 'tel:+918041234567');
    // The call bar states the price as the stand-in did.
    expect(call.closest('[data-fixed-bottom-bar]')).toHaveTextContent(
      '₹14,999 – ₹21,999 per person+ 5% GST',
    );
  });

  it('clamps information over 400 characters, all of it in the page, with Read More / Read Less', async () => {
    const information = `<p>${'y'.repeat(450)}</p>`;
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ information }));
    const user = userEvent.setup();
    renderDetail();
    const text = await screen.findByText('y'.repeat(450));
    expect(text.parentElement).toHaveClass('collapsed');
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(text.parentElement).not.toHaveClass('collapsed');
    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(text.parentElement).toHaveClass('collapsed');
  });

  it('shows a scroll-to-top button after 200 px', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail());
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    window.scrollTo = jest.fn();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 201, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  const jsonLd = () =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]');

  it('describes the trip in JSON-LD with offers, itinerary and breadcrumbs', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ maxPrice: 21999, gst: 5 }));
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    const ld = jsonLd();
    expect(ld[0]).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Goa Beach Escape',
      // The text of the information, without its markup.
      description: 'A relaxed beach holiday.',
      itinerary: { numberOfItems: 2 },
    });
    // The whole range, in INR, GST extra, in the page's own words.
    expect(ld[0].offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 14999,
      highPrice: 21999,
      priceCurrency: 'INR',
      description: '₹14,999 – ₹21,999 per person on twin sharing + 5% GST',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: 14999,
        maxPrice: 21999,
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
    });
    // A raster image (the link preview's PNG), never the page's SVG drawing.
    expect(ld[0].image).toBe('http://api.test/og/packages/goa-beach-escape.png');
    expect(ld[0].image).toBe(
      document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    );
    expect(ld[1]['@type']).toBe('BreadcrumbList');
    expect(document.title).toBe('Goa Beach Escape | Ghumakkad');
  });

  it('gives JSON-LD the photo’s JPEG, a single price as its own range, and GST when included', async () => {
    jest
      .mocked(fetchPackageDetail)
      .mockResolvedValue(detail({ maxPrice: null, gst: 'included', photo: testPhoto('Palolem') }));
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    const [trip] = jsonLd();
    expect(trip.image).toBe('http://api.test/photos/cccccccccccccccc-og.jpg');
    expect(trip.offers).toMatchObject({ lowPrice: 14999, highPrice: 14999 });
    expect(trip.offers.priceSpecification.valueAddedTaxIncluded).toBe(true);
    expect(trip.offers.description).toBe('₹14,999 per person on twin sharing, GST included');
  });

  it('states no VAT flag in JSON-LD for a package whose GST is not recorded', async () => {
    const data = detail();
    delete data.packageDetailResponse.gst;
    jest.mocked(fetchPackageDetail).mockResolvedValue(data);
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    const [trip] = jsonLd();
    expect(trip.offers.priceSpecification).toBeUndefined();
    expect(trip.offers.description).toBe('₹14,999 per person on twin sharing');
  });

  // The API stores information that shows nothing (`<p><br></p>`) as ''.
  it('says "No description available" for empty information', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail({ information: '' }));
    renderDetail();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('No description available')).toBeInTheDocument();
  });

  it('shows each itinerary day’s picture, lazily, at a fixed size with the day as its text', async () => {
    const data = detail();
    const [first, second] = data.itineraryNameResponseList;
    data.itineraryNameResponseList = [
      { ...first!, image: '/images/day-1.jpg' },
      { ...second!, image: '' },
    ];
    jest.mocked(fetchPackageDetail).mockResolvedValue(data);
    renderDetail();
    const itinerary = await screen.findByRole('region', { name: 'Itinerary' });
    const day1 = await within(itinerary).findByRole('img', { name: 'Day 1: Arrival in Goa' });
    expect(day1).toHaveAttribute('src', 'http://api.test/images/day-1.jpg');
    expect(day1).toHaveAttribute('loading', 'lazy');
    expect(day1).toHaveAttribute('width', '640');
    expect(day1).toHaveAttribute('height', '360');
    expect(day1).toHaveClass('dayImage');
    // A day without a picture shows none.
    expect(within(itinerary).getAllByRole('img')).toHaveLength(1);
  });

  it('suggests the 3 other packages of the destination nearest to this one, in theme, length and price', async () => {
    // This one: a 5-day family trip from ₹14,999 (id 7).
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail());
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 1,
      message: 'Success',
      data: listing({
        packageList: [
          pkg(12, { name: 'Goa Luxury Honeymoon', category: 'HONEYMOON', price: 76499 }),
          pkg(7, { name: 'Goa Beach Escape' }),
          pkg(8, { name: 'Goa Family Week', price: 24999, durationDay: 8 }),
          pkg(9, { name: 'South Goa Slow Days', maxPrice: 18999, gst: 5 }),
          pkg(10, { name: 'Goa Friends Weekend', category: 'FRIEND', price: 14999 }),
          pkg(11, { name: 'Goa Monsoon Trails', price: 16499, durationDay: 4 }),
        ],
      }),
    });
    renderDetail();
    const similar = await screen.findByRole('region', { name: 'Similar packages' });
    expect(fetchListingBySlug).toHaveBeenCalledWith('goa', expect.any(AbortSignal));
    const links = within(similar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['South Goa Slow Days', '/goa-tour-packages-details/south-goa-slow-days'],
      ['Goa Monsoon Trails', '/goa-tour-packages-details/goa-monsoon-trails'],
      ['Goa Family Week', '/goa-tour-packages-details/goa-family-week'],
    ]);
    const [first, second, third] = within(similar).getAllByRole('article');
    // The range and GST as the package's listing card states them.
    expect(within(first!).getByText('₹15,000 – ₹18,999')).toBeInTheDocument();
    expect(within(first!).getByText('+ 5% GST')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Starting From');
    expect(second).toHaveTextContent('3 Nights / 4 Days');
    expect(third).toHaveTextContent('Starting From ₹24,999');
  });

  it('leaves Similar packages out when the destination has no other package', async () => {
    jest.mocked(fetchPackageDetail).mockResolvedValue(detail());
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 1,
      message: 'Success',
      data: listing({ packageList: [pkg(7, { name: 'Goa Beach Escape' })] }),
    });
    renderDetail();
    await screen.findByText('Day 1: Arrival in Goa');
    await act(async () => undefined);
    expect(fetchListingBySlug).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Similar packages' })).not.toBeInTheDocument();
  });
});
