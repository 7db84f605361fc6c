/** Helmet's response headers, tuned for a JSON API whose images other origins embed. */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type onRequestHookHandler } from 'fastify';

export const helmetOptions: FastifyHelmetOptions = {
  // Nothing here is a page: no scripts, styles or frames may load from our responses.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // The site runs on other origins and shows /images/*.svg in <img>; same-origin would block it.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers @fastify/helmet sets with helmetOptions, read once from a throwaway instance.
 * The plugin rebuilds helmet's middleware (CSP parsing included) on every request, about a tenth
 * of a cached answer's cost; our options have no per-request part (no nonces), so the headers
 * never change.
 */
export async function readHelmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions);
  let headers: Record<string, string> = {};
  // Added after helmet's own onRequest hooks, so it sees exactly what they set.
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  return headers;
}

/** An onRequest hook setting helmet's headers, and the plugin that reads them at boot. */
export function securityHeaders(): {
  load: () => Promise<void>;
  onRequest: onRequestHookHandler;
} {
  let headers: Record<string, string> = {};
  return {
    load: async () => {
      headers = await readHelmetHeaders();
    },
    onRequest: (_request, reply, done) => {
      reply.headers(headers);
      done();
    },
  };
}
