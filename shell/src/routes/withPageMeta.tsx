import type { ComponentType } from 'react';
import { NotFoundMeta, PageMeta } from '@tour/shared';
import { useShellPageMeta } from './shellPageContext';

/**
 * A shell page as the site's routes show it: its title, description and canonical link (its
 * record's `meta` in shellPages.ts, handed down by the router), then the page. Each page's module
 * makes its own (`ContactRoute`…). The page without a path of its own is the not-found page.
 */
export function withPageMeta(Page: ComponentType): ComponentType {
  function ShellPageRoute() {
    const meta = useShellPageMeta();
    if (meta.path === null) {
      return (
        <>
          <NotFoundMeta title={meta.title} description={meta.description} />
          <Page />
        </>
      );
    }
    return (
      <>
        <PageMeta title={meta.title} description={meta.description} canonicalPath={meta.path} />
        <Page />
      </>
    );
  }
  return ShellPageRoute;
}
