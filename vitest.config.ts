import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright's *.spec.ts live in e2e/ and must not be picked up here.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // One temporary folder for the run, removed at its end (src/node-test-temp-folder.ts).
    globalSetup: ['src/node-test-temp-folder.ts'],
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
