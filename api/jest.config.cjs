const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // A hang guard, not a speed check: these suites run a real database (PostgreSQL among them),
  // migrations and imports, which on a busy CI machine take longer than jest's default 5 s.
  testTimeout: 30_000,
  // fastify.inject loads light-my-request, which requires the ESM-only cookie@2, the content
  // loader uses the ESM-only marked, and otplib (staff two-factor) the ESM-only @scure/base and
  // @noble/hashes; Jest's module runtime cannot require ESM on Node 20, so let swc compile those
  // packages to CommonJS. @fastify/cookie loads cookie@2 with import(), which swc's CommonJS
  // output turns into a require that Jest can run.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|@fastify\\+cookie|marked|@scure\\+base|@noble\\+hashes)@|(cookie|@fastify/cookie|marked|@scure/base|@noble/hashes)/)',
  ],
};
