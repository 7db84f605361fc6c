const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // fastify.inject loads light-my-request, which requires the ESM-only cookie@2, the content
  // loader uses the ESM-only marked, and otplib (staff two-factor) the ESM-only @scure/base and
  // @noble/hashes; Jest's module runtime cannot require ESM on Node 20, so let swc compile those
  // packages to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|marked|@scure\\+base|@noble\\+hashes)@|(cookie|marked|@scure/base|@noble/hashes)/)',
  ],
};
