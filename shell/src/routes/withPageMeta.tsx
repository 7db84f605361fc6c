import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundMeta, PageMeta } from '@tour/shared';
import { SHELL_PAGES, type ShellPageName } from './shellPages';

/**
 * A shell page as the site's routes show it: its title, description and canonical link (its
 * record's `meta`, shellPages.ts), then the page. Each page's module makes its own (`AboutRoute`…).
 */
export function withPageMeta(page: ShellPageName, Page: ComponentType): ComponentType {
  const { meta } = SHELL_PAGES[page];
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
