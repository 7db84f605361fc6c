import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PAGES, shellPageAt, shellPageChunk, type ShellPageName } from './shellPages';
import { matchSiteRoute } from './siteRoutes';

const NAMES = Object.keys(SHELL_PAGES) as ShellPageName[];

describe('SHELL_PAGES', () => {
  it('routes each page’s path to that page, and every path to one page only', () => {
    const paths = NAMES.flatMap((name) => SHELL_PAGES[name].meta.path ?? []);
    expect(new Set(paths).size).toBe(paths.length);
    for (const name of NAMES) {
      const { path: pagePath } = SHELL_PAGES[name].meta;
      if (pagePath === null) continue;
      expect(shellPageAt(pagePath)).toBe(name);
      expect(matchSiteRoute(pagePath).target).toEqual({ owner: 'shell', page: name });
    }
  });

  it('has one page without a path of its own: the not-found page, for every unknown path', () => {
    expect(NAMES.filter((name) => SHELL_PAGES[name].meta.path === null)).toEqual(['notFound']);
    expect(matchSiteRoute('/no-such-page').target).toEqual({ owner: 'shell', page: 'notFound' });
  });

  it('names each page’s chunk in its import as shellPageChunk says (the render server links it)', () => {
    // The build reads the names from the source's comments, which the tests' compiler drops.
    const source = readFileSync(path.join(__dirname, 'shellPages.ts'), 'utf8');
    const chunks = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(chunks.sort()).toEqual(NAMES.map(shellPageChunk).sort());
    for (const name of NAMES) {
      const record = source.slice(source.indexOf(`\n  ${name}: {`));
      expect(record.match(/webpackChunkName: "([^"]+)"/)?.[1]).toBe(shellPageChunk(name));
    }
  });
});
