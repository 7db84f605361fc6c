/**
 * The security headers of a JSON API, after OWASP's REST Security Cheat Sheet, set by
 * @fastify/helmet: what applies to responses that are never rendered as pages. Helmet's headers
 * that only steer HTML documents (COOP, COEP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection, X-Frame-Options beside
 * CSP's frame-ancestors) are off: each costs every answer and every client that parses it.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { onRequestHookHandler } from 'fastify';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  // Nothing here is a page: no scripts, styles or frames may load from our responses. Routes
  // that answer something else (images, the newsletter pages) set their own.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Answers are read through CORS; the illustrations say cross-origin themselves.
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  // Sent only over HTTPS (below): helmet would send it on every answer.
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * RFC 6797 §7.2: HSTS MUST NOT go on answers over plain HTTP. Behind a TLS-terminating proxy,
 * HTTPS is X-Forwarded-Proto, which Fastify believes when TRUST_PROXY names the proxy.
 */
export const strictTransportSecurity: onRequestHookHandler = (request, reply, done) => {
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  done();
};
