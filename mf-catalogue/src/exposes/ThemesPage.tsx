import { THEME_CATEGORIES, type RemoteModule } from '@tour/shared';
import { ThemesPage } from '../pages/ThemesPage';
import { prefetchThemePackages } from '../hooks/useThemePackages';

const page: RemoteModule<'catalogue/ThemesPage'> = {
  default: ThemesPage,
  prefetch: prefetchThemePackages,
  // `/themes` alone is the theme chooser; a theme we do not have is not a page (the chooser
  // still shows, as a 404, so a crawler does not index it and a visitor can pick another).
  status: (_client, { search }) => {
    const asked = new URLSearchParams(search).get('categoryId');
    if (asked === null) return 200;
    return THEME_CATEGORIES.some((theme) => String(theme.id) === asked) ? 200 : 404;
  },
};
export default page.default;
export const { prefetch, status } = page;
