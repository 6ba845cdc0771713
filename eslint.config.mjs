// ESLint 9 flat config. Gatsby's own develop-time lint uses its bundled ESLint and ignores this file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

// A feature imports another only through that feature's entry points, and only along the edges listed here
// (bulletproof-react's zones, as a table). `public` is a feature's face without components or words (actions,
// selectors, hooks, helpers), so a saga, in every page's bundle, may import it: webpack keeps a re-exported module it
// cannot prove pure, a table of words among them. Words (`strings`) and the components another feature places are
// named one by one. Everything else in a feature is its own; the app layer (src/app, pages, templates) composes freely.
const ENTRY_POINTS = {
  address: ['public', 'components/AddressForm', 'components/ThemedAddressForm'],
  cart: ['public', 'components/RentalDatePicker', 'components/ThemedRentalDatePicker'],
  catalog: ['public', 'api', 'components/ProductCard', 'components/Stars'],
  dates: ['public', 'components/WantedDatesBar'],
  order: ['public', 'api', 'strings', 'components/OrderDetail', 'components/OrderLine', 'components/OrderTotals', 'components/PayAgainButton', 'components/StatusTag', 'components/VietQrBlock'],
  payment: ['public', 'components/GatewayMethodList', 'components/ThemedPaymentResultNotice', 'components/TopUpForm'],
  profile: ['public', 'with-package'],
  review: ['strings', 'components/WriteReview'],
  support: ['public'],
  user: ['public'],
  voucher: ['public', 'strings', 'components/VoucherField'],
};
const MAY_IMPORT = {
  admin: ['order'],
  cart: ['profile', 'user', 'voucher'],
  catalog: ['dates'],
  checkout: ['address', 'cart', 'order', 'payment', 'profile', 'support', 'voucher'],
  favorite: ['catalog', 'user'],
  membership: ['cart', 'payment', 'profile', 'user'],
  notification: ['user'],
  order: ['payment', 'review', 'support'],
  dates: ['cart'],
  product: ['cart', 'catalog', 'dates', 'profile', 'review', 'user'],
  profile: ['user'],
  search: ['catalog', 'dates'],
  wallet: ['payment', 'profile'],
};
// The edges run one way: no feature reaches back to one that imports it.
const reaches = (from, to, seen = new Set()) =>
  (MAY_IMPORT[from] ?? []).some((next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)));
for (const [from, tos] of Object.entries(MAY_IMPORT)) {
  for (const to of tos) if (reaches(to, from)) throw new Error(`eslint.config.mjs: MAY_IMPORT has a cycle through ${from} → ${to}`);
}

const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features');
const featureImports = {
  meta: { type: 'problem', schema: [], docs: { description: 'a feature imports another only through its entry points, along MAY_IMPORT' } },
  create(context) {
    const [from] = path.relative(FEATURES_DIR, context.filename).split(path.sep);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const [to, ...rest] = path.relative(FEATURES_DIR, path.resolve(path.dirname(context.filename), spec)).split(path.sep);
      if (to === from || to === '..') return;
      const entry = rest.join('/').replace(/\.tsx?$/, '');
      if (!(MAY_IMPORT[from] ?? []).includes(to)) context.report({ node: node.source, message: `the ${from} feature does not import ${to} (MAY_IMPORT in eslint.config.mjs)` });
      else if (!ENTRY_POINTS[to]?.includes(entry)) context.report({ node: node.source, message: `${from} imports ${to} through its entry points only: ${ENTRY_POINTS[to]?.join(', ')}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  { files: ['src/features/**'], plugins: { storefront: { rules: { 'feature-imports': featureImports } } }, rules: { 'storefront/feature-imports': 'error' } },
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
