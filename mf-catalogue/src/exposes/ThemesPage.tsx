import type { RemoteModule } from '@tour/shared';
import { ThemesPage } from '../pages/ThemesPage';
import { prefetchThemePackages } from '../hooks/useThemePackages';

const page: RemoteModule<'catalogue/ThemesPage'> = {
  default: ThemesPage,
  prefetch: prefetchThemePackages,
};
export default page.default;
export const { prefetch } = page;
