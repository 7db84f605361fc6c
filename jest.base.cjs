/**
 * Jest settings every package shares: swc for TS/TSX, CSS modules as class-name proxies,
 * and the DOM polyfills react-router needs under jsdom.
 */
const path = require('node:path');

module.exports = function jestConfig(packageDir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'scripts/jest/empty-module.cjs'),
      '\\.svg(\\?webp=\\d+)?$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.cjs')] : [],
    clearMocks: true,
  };
};
