/** Helmet's response headers, tuned for a JSON API whose images other origins embed. */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const helmetOptions: FastifyHelmetOptions = {
  // Nothing here is a page: no scripts, styles or frames may load from our responses.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // The site runs on other origins and shows /images/*.svg in <img>; same-origin would block it.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};
