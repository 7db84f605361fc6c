import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundMeta, PageMeta } from '@tour/shared';
import { SHELL_PAGE_META } from './shellPageMeta';
import type { ShellPageName } from './siteRoutes';

/**
 * A shell page as the site's routes show it: its title, description and canonical link, then the
 * page. Each page's module makes its own (`AboutRoute`…), so the table of every page's texts
 * loads with a shell page's chunk, not with the app on every page.
 */
export function withPageMeta(page: ShellPageName, Page: ComponentType): ComponentType {
  const meta = SHELL_PAGE_META[page];
  function ShellPageRoute() {
    const { pathname } = useLocation();
    if (page === 'notFound') {
      return (
        <>
          <NotFoundMeta title={meta.title} description={meta.description} />
          <Page />
        </>
      );
    }
    return (
      <>
        <PageMeta
          title={meta.title}
          description={meta.description}
          canonicalPath={meta.path ?? pathname}
        />
        <Page />
      </>
    );
  }
  return ShellPageRoute;
}
