const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // fastify.inject loads light-my-request, which requires the ESM-only cookie@2, and the content
  // loader uses the ESM-only marked; Jest's module runtime cannot require ESM on Node 20, so let
  // swc compile those packages to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(cookie|marked)@|(cookie|marked)/)'],
};
