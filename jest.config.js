/**
 * Jest: `web` (jsdom: units, slices, sagas, components), `core` (node: worked examples of the shared rules) and
 * `server` (node: API tests over real HTTP) run by
 * default; `security` (npm run test:security) and `resilience` (npm run test:durability: SIGKILL durability,
 * two instances sharing PostgreSQL) only when JEST_PROJECT names them.
 */
const tsJest = { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false };
const transform = { '^.+\\.(t|j)sx?$': ['ts-jest', tsJest] };
const testMatch = ['**/*.test.ts?(x)'];

// content-disposition 3 (required by @fastify/static) and typebox 1 (the API contracts) are ESM-only. Jest on Node
// 24.9+ requires ESM natively (it checks for `SourceTextModule#hasAsyncGraph`, as here); on older Node it cannot, so
// there they are compiled to CommonJS like our own code.
const requiresEsmNatively = typeof require('node:vm').SourceTextModule?.prototype.hasAsyncGraph === 'function';
const esmOnlyAsCommonJs = requiresEsmNatively
  ? {}
  : {
      transform: {
        '^.+\\.m?js$': ['ts-jest', { ...tsJest, tsconfig: { allowJs: true, module: 'CommonJS', esModuleInterop: true } }],
      },
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|typebox)/)'],
    };

const nodeProject = (name) => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: [`<rootDir>/__tests__/${name}`],
  testMatch,
  transform: { ...transform, ...esmOnlyAsCommonJs.transform },
  ...(esmOnlyAsCommonJs.transformIgnorePatterns ? { transformIgnorePatterns: esmOnlyAsCommonJs.transformIgnorePatterns } : {}),
});

const projects = [
  {
    displayName: 'web',
    rootDir: __dirname,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/__tests__/web'],
    testMatch,
    setupFilesAfterEnv: ['<rootDir>/__tests__/web/setup.ts'],
    transform,
    moduleNameMapper: {
      '\\.(css|less)$': '<rootDir>/__tests__/web/__mocks__/style.ts',
      '\\.(svg|png|jpg|webp|woff2?)$': '<rootDir>/__tests__/web/__mocks__/file.ts',
      '^gatsby$': '<rootDir>/__tests__/web/__mocks__/gatsby.tsx',
      // The barrels, each export loaded when first read (the build keeps only what is used; Jest would load all).
      '^antd$': '<rootDir>/__tests__/web/__mocks__/lazy-antd.ts',
      '^@ant-design/icons$': '<rootDir>/__tests__/web/__mocks__/lazy-ant-icons.ts',
      // The browser build reads antd's ES modules; Jest runs its CommonJS copy, which must be the same instance as `antd`.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  },
  nodeProject('core'),
  {
    ...nodeProject('server'),
    // Each test's timeout is a multiple of a reference start-up measured in this run (__tests__/server/helpers/time-budget.ts).
    globalSetup: '<rootDir>/__tests__/server/helpers/startup-reference.mjs',
    setupFilesAfterEnv: ['<rootDir>/__tests__/server/helpers/setup-timeout.ts'],
  },
];
const optIn = [nodeProject('security'), nodeProject('resilience')];

// JEST_PROJECT=server (npm run test:pg) keeps one project; unlike --selectProjects it leaves test paths alone.
const only = process.env.JEST_PROJECT?.trim();

module.exports = {
  // Only read globally: Jest ignores testTimeout inside `projects`. It bounds the web and core tests (the slowest web
  // test takes 2–3 s on idle cores, 7 s beside two CPU-bound loops and a server run); the server project's tests get a
  // multiple of a start-up measured in the run (__tests__/server/helpers/time-budget.ts), the opt-in suites their own.
  testTimeout: 20_000,
  // On 2 cores Jest runs one test file at a time; without this it runs them all in its own process (in band), where
  // what each file leaves behind piles up: a CI run died at a 4 GB heap after 13 minutes, and the heap's collections
  // slowed the CPU-time ratio of the 100,000-product catalogue test to 48 ×. With it the one file at a time runs in a
  // worker process that is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
  globalSetup: '<rootDir>/__tests__/global-setup.mjs',
  projects: only ? [...projects, ...optIn].filter((project) => project.displayName === only) : projects,
};
