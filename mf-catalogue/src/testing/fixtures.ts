import type {
  CategoryCode,
  PackageDetailResponseData,
  PackageListItem,
  SearchResponseData,
} from '@tour/shared';

/** A package list item with sensible defaults. */
export function pkg(id: number, overrides: Partial<PackageListItem> = {}): PackageListItem {
  return {
    id,
    name: `Goa Package ${id}`,
    description: `Description ${id}`,
    price: 15000,
    durationDay: 5,
    image: '/images/beach.svg',
    rating: 3,
    category: 'FAMILY' as CategoryCode,
    ...overrides,
  };
}

export function listing(overrides: Partial<SearchResponseData> = {}): SearchResponseData {
  return {
    mainPackageResponse: {
      destinationName: 'Goa',
      name: 'Goa Tour Packages',
      description: '<p>Beaches and churches.</p>',
      bannerImage: '/images/beach.svg',
      categoryName: 'HONEYMOON',
    },
    questionResponses: [],
    answerResponses: [],
    packageList: [pkg(1)],
    ...overrides,
  };
}

export function detail(
  overrides: Partial<PackageDetailResponseData['packageDetailResponse']> = {},
) {
  const data: PackageDetailResponseData = {
    packageDetailResponse: {
      id: 7,
      name: 'Goa Beach Escape',
      image: '/images/beach.svg',
      information: '<p>A relaxed beach holiday.</p>',
      days: 5,
      price: 14999,
      destinationName: 'Goa',
      inclusions: '3 nights in a hotel\nDaily breakfast',
      exclusions: '• Flights\n• Travel insurance',
      tourPolicy: 'Pay 25% to confirm.\nCarry a photo ID.',
      cancellationPolicy: '30 days or more: 10% retained.\nLess than 7 days: no refund.',
      ...overrides,
    },
    itineraryNameResponseList: [
      {
        name: 'Day 1: Arrival in Goa',
        description: 'Check in and rest.',
        stage: ['Calangute Beach'],
        accommodation: '3-star hotel',
        image: '/images/beach.svg',
      },
      {
        name: 'Day 2: North Goa',
        description: 'Forts and beaches.',
        stage: 'Fort Aguada',
        accommodation: '3-star hotel',
        image: '/images/beach.svg',
      },
    ],
  };
  return data;
}
