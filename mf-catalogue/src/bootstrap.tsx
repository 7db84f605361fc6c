/// <reference types="@rspack/core/module" />
// rspack's types for `import.meta.glob`, which finds this remote's exposed modules below.
import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-catalogue',
  remote: 'catalogue',
  // One lazy chunk per exposed module, as the shell loads them; the build checks the folder
  // against the contract.
  exposes: import.meta.glob(['./exposes/*.tsx', '!./exposes/*.test.tsx']),
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
