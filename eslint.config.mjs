// ESLint 9 flat config. Gatsby's own develop-time lint uses its bundled ESLint and ignores this file.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way. `core/` (contracts, rules, formats) is the kernel both halves share and imports neither.
// Storefront: core → shared → features → app (src/app, pages, templates). Server: core → plumbing (db, http, shared) →
// modules → the composition root (app.ts, modules/index.ts); the server imports nothing from src/.
// (antd's own ES modules have an app/ folder too: not the app layer.)
const ABOVE_SHARED = ['**/features/**', '**/app/**', '**/pages/**', '**/templates/**', '!antd/es/**'];
const ABOVE_FEATURES = ['**/app/**', '**/pages/**', '**/templates/**', '**/app/*', '**/pages/*'];
const STOREFRONT = ['**/src/**', '**/src/*'];
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      '.data/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs['recommended-latest'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node, ...globals.es2021, ...globals.jest },
    },
    settings: { react: { version: '19.0' } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react/prop-types': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['scripts/**/*', 'server/**/*'], rules: { 'no-console': 'off' } },
  { files: ['src/shared/**'], rules: restrict([ABOVE_SHARED, 'src/shared imports nothing above it (shared → features → app)'], [['**/server/**'], 'the browser does not import server code']) },
  { files: ['src/features/**'], rules: restrict([ABOVE_FEATURES, 'a feature does not import the app layer (shared → features → app)'], [['**/server/**'], 'the browser does not import server code']) },
  { files: ['core/**'], rules: restrict([STOREFRONT, 'core is shared by both halves and imports neither'], [['**/server/**'], 'core is shared by both halves and imports neither']) },
  { files: ['server/**', 'scripts/**'], rules: restrict([STOREFRONT, 'the server imports nothing from src/: what both halves share lives in core/']) },
  {
    // API contracts (TypeBox) are values on the server; the storefront takes only their types, so no TypeBox ships.
    // Their plain vocabularies (`core/contracts/*-vocab.ts`: sorts, statuses, labels) are values on both halves.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'gatsby-*.ts', 'gatsby-*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/contracts/*', '!**/contracts/*-vocab', '!**/contracts/route-manifest', 'typebox', 'typebox/*'], allowTypeImports: true, message: 'the storefront imports API contracts with `import type` only (vocabularies: *-vocab)' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/**', 'server/http/**', 'server/shared/**'],
    ignores: ['server/db/seed/**'],
    rules: restrict([STOREFRONT, 'the server imports nothing from src/: what both halves share lives in core/'], [['**/modules/**', '**/modules/*'], 'plumbing (db, http, shared) does not import modules']),
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Appended to the generated service worker: a classic script where workbox is a global.
  { files: ['src/shared/pwa/sw-routes.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, workbox: 'readonly' } } },
);
