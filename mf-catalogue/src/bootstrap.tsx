import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-catalogue',
  modules: {
    'catalogue/HomePage': () => import('./exposes/HomePage'),
    'catalogue/DestinationListingPage': () => import('./exposes/DestinationListingPage'),
    'catalogue/PackageDetailPage': () => import('./exposes/PackageDetailPage'),
    'catalogue/ThemesPage': () => import('./exposes/ThemesPage'),
    'catalogue/ToursPage': () => import('./exposes/ToursPage'),
    'catalogue/DarshanPage': () => import('./exposes/DarshanPage'),
    'catalogue/DevDarshanDetailsPage': () => import('./exposes/DevDarshanDetailsPage'),
    'catalogue/NoResultPage': () => import('./exposes/NoResultPage'),
  },
  // Standalone routing is fixed paths; the shell's route table passes the real slugs.
  routes: [
    { path: '/', id: 'catalogue/HomePage', label: 'Home' },
    {
      path: '/goa-tour-packages',
      id: 'catalogue/DestinationListingPage',
      label: 'Goa listing',
      props: { destinationSlug: 'goa' },
    },
    {
      path: '/goa-tour-packages-details/goa-honeymoon-retreat',
      id: 'catalogue/PackageDetailPage',
      label: 'Package detail',
      props: { destinationSlug: 'goa', packageSlug: 'goa-honeymoon-retreat' },
    },
    { path: '/themes', id: 'catalogue/ThemesPage', label: 'Themes' },
    { path: '/tours', id: 'catalogue/ToursPage', label: 'Tours' },
    { path: '/darshan', id: 'catalogue/DarshanPage', label: 'Darshan' },
    {
      path: '/details-dev-darshan',
      id: 'catalogue/DevDarshanDetailsPage',
      label: 'Dev Darshan',
    },
    { path: '/no-result-found', id: 'catalogue/NoResultPage', label: 'No result' },
  ],
});
