/** Jest settings every front-end package shares: swc for TS/JSX, jsdom, jest-dom, and stubs for media files. */
const path = require('node:path');

module.exports = function jestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }],
    },
    transformIgnorePatterns: ['/node_modules/(?!(react-toastify)/)'],
    moduleNameMapper: {
      '\\.(jpg|jpeg|png|webp|svg|mp4|webm|txt)$': path.join(__dirname, 'shared/src/testing/fileStub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/setup.ts')],
    globals: { __BUILD_LABEL__: '', __PACKAGE_VERSION__: '0.0.0-test' },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.ts'],
    clearMocks: true,
    // Form tests type whole texts key by key; beside the API's tests on two cores that can pass 5 s, and on a slow
    // machine two of the console's editor tests passed 20 s (their suites took 48 and 68 s) with nothing wrong. A
    // test that waits for something that never comes still fails, at its own wait (4 s an element).
    testTimeout: 60_000,
  };
};
