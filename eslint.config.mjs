// ESLint 9 flat config. Gatsby's own develop-time lint uses its bundled ESLint and ignores this file.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way. Storefront: shared → features → app (src/app, pages, templates). Server: plumbing (db, http,
// shared) → modules → the composition root (app.ts, modules/index.ts); the server may use the storefront's shared rules.
// (antd's own ES modules have an app/ folder too: not the app layer.)
const ABOVE_SHARED = ['**/features/**', '**/app/**', '**/pages/**', '**/templates/**', '!antd/es/**'];
const ABOVE_FEATURES = ['**/app/**', '**/pages/**', '**/templates/**', '**/app/*', '**/pages/*'];
const STOREFRONT_ONLY = ['**/src/features/**', '**/src/app/**', '**/src/pages/**', '**/src/templates/**', '**/src/build/**'];
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
  { files: ['server/**'], rules: restrict([STOREFRONT_ONLY, 'the server uses only src/shared (rules, formats) of the storefront']) },
  {
    // API contracts (TypeBox) are values on the server; the storefront takes only their types, so no TypeBox ships.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'gatsby-*.ts', 'gatsby-*.tsx'],
    ignores: ['src/shared/contracts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/contracts/*', 'typebox', 'typebox/*'], allowTypeImports: true, message: 'the storefront imports API contracts with `import type` only' }] },
      ],
    },
  },
  {
    files: ['server/db/**', 'server/http/**', 'server/shared/**'],
    ignores: ['server/db/seed/**'],
    rules: restrict([STOREFRONT_ONLY, 'the server uses only src/shared (rules, formats) of the storefront'], [['**/modules/**', '**/modules/*'], 'plumbing (db, http, shared) does not import modules']),
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Appended to the generated service worker: a classic script where workbox is a global.
  { files: ['src/shared/pwa/sw-routes.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, workbox: 'readonly' } } },
);
