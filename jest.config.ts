import type { Config } from 'jest';

const tsJest = { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false };

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__/web'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/web/setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': ['ts-jest', tsJest] },
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/__tests__/web/__mocks__/style.ts',
        '\\.(svg|png|jpg|webp|woff2?)$': '<rootDir>/__tests__/web/__mocks__/file.ts',
        '^gatsby$': '<rootDir>/__tests__/web/__mocks__/gatsby.tsx',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      transform: { '^.+\\.(t|j)sx?$': ['ts-jest', tsJest] },
      testTimeout: 60000,
    },
  ],
};

export default config;
