/** ESLint (legacy config, as Gatsby projects have it). */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true, jest: true },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: { react: { version: '19.0' } },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'react/prop-types': 'off',
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    eqeqeq: ['error', 'smart'],
  },
  overrides: [
    { files: ['scripts/**/*', 'server/**/*'], rules: { 'no-console': 'off' } },
    { files: ['.eslintrc.js', '*.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
  ignorePatterns: ['node_modules/', 'public/', '.cache/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', 'server/db/migrations/'],
};
