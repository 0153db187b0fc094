/**
 * Jest for @scamcheck/templates. ts-jest compiles the TypeScript sources directly;
 * @scamcheck/shared is mapped to its sources so the tests do not depend on a prior build.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^@scamcheck/shared$': '<rootDir>/../shared/src/index.ts',
  },
};
