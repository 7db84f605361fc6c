import { createAppConfig } from '../scripts/rspack/createAppConfig';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-catalogue',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './DestinationListingPage': './src/exposes/DestinationListingPage.tsx',
    './PackageDetailPage': './src/exposes/PackageDetailPage.tsx',
    './ThemesPage': './src/exposes/ThemesPage.tsx',
    './ToursPage': './src/exposes/ToursPage.tsx',
    './DarshanPage': './src/exposes/DarshanPage.tsx',
    './DevDarshanDetailsPage': './src/exposes/DevDarshanDetailsPage.tsx',
    './NoResultPage': './src/exposes/NoResultPage.tsx',
  },
});
