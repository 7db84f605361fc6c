/**
 * The meta of the shell page being shown, handed down by the router (SiteRoutes.tsx) from the
 * page's record in shellPages.ts. Pages read it from here rather than from the table, because the
 * table loads the pages: each page reading the table would tie the two in a circle.
 */
import { createContext, useContext } from 'react';

export interface ShellPageMeta {
  title: string;
  /**
   * Absent for the pages of text (about, terms, privacy, disclaimer, FAQ): their description is
   * in their file under content/ with their text (pages/SitePageState.tsx), and their title here
   * stands in only while that loads or when it could not be.
   */
  description?: string;
  /**
   * The page's path: the one URL it answers (as it is, a trailing slash aside) and its canonical
   * link. Null for the not-found page, which answers every path nothing else does.
   */
  path: string | null;
}

export const ShellPageContext = createContext<ShellPageMeta | null>(null);

/** The meta of the shell page this component is part of. */
export function useShellPageMeta(): ShellPageMeta {
  const meta = useContext(ShellPageContext);
  if (!meta) throw new Error('A shell page renders inside SiteRoutes, which gives it its meta.');
  return meta;
}
