import { createContext } from 'react';

/**
 * The HTTP status the server answered for the page the visitor landed on. A 404 for a route a
 * remote owns (an unknown package, say) shows the shell's not-found page on that first URL, on
 * the server and in the browser's hydration alike; later navigation is the pages' own business.
 */
export const FirstPageStatusContext = createContext(200);
