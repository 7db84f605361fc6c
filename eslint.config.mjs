import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REACT_FOLDERS } from './scripts/apps.mjs';
import { appBoundaries } from './scripts/eslint/appBoundaries.mjs';
import { ROUTER_EXPORTS } from './scripts/rspack/routerExports.mjs';

/**
 * The API's answer schemas are zod code the browser apps have no use for: they import the
 * inferred types from @tour/shared/contracts instead, so no schema reaches a page's bundle.
 */
const RESPONSE_SCHEMAS_API_ONLY = {
  name: '@tour/shared/responseSchemas',
  message:
    'Only the API imports the answer schemas; import their types from @tour/shared/contracts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/data/**',
      'cdn/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: [`{${REACT_FOLDERS.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Apps share only @tour/shared and federated modules (docs/architecture.md).
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { boundaries: appBoundaries },
    rules: { 'boundaries/no-cross-app-import': 'error' },
  },
  {
    // The shell provides a router built with only these exports (scripts/rspack/routerExports.mjs).
    files: ['**/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_EXPORTS,
              message: 'Add the export to scripts/rspack/routerExports.mjs first.',
            },
            RESPONSE_SCHEMAS_API_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Tests run against the package itself, not the shared router: they may set a location.
    files: ['**/src/**/*.test.{ts,tsx}', '**/src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: [...ROUTER_EXPORTS, 'MemoryRouter'],
              message: 'Add the export to scripts/rspack/routerExports.mjs first.',
            },
            RESPONSE_SCHEMAS_API_ONLY,
          ],
        },
      ],
    },
  },
  {
    // The API checks its answers with the schemas; it uses no router.
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
