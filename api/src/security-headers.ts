/**
 * The security headers of a JSON API, after OWASP's REST Security Cheat Sheet: what applies to
 * responses that are never rendered as pages. Helmet's other headers (COOP, Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection, X-Frame-Options beside CSP's frame-ancestors) only steer HTML documents, and
 * each header costs every answer and every client that parses it.
 */
import type { onRequestHookHandler } from 'fastify';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Nothing here is a page: no scripts, styles or frames may load from our responses.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * RFC 6797 §7.2: HSTS goes only on answers over HTTPS (browsers ignore it on plain HTTP). Behind
 * a TLS-terminating proxy that is X-Forwarded-Proto, which Fastify believes when TRUST_PROXY
 * names the proxy.
 */
const HTTPS_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Sets the headers on every answer; routes (images) may replace the CSP with their own. */
export const securityHeaders: onRequestHookHandler = (request, reply, done) => {
  reply.headers(request.protocol === 'https' ? HTTPS_SECURITY_HEADERS : API_SECURITY_HEADERS);
  done();
};
