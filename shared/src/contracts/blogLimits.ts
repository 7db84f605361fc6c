/**
 * The limits of the blog's light answers, which the answer schemas (responseSchemas/blog.ts) and
 * the pages both read; a module of its own so neither imports the other.
 */

/** The longest excerpt the API sends: what a card shows, far less than a body. */
export const BLOG_EXCERPT_MAX_CHARS = 160;
