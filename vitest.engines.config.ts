import { defineConfig } from 'vitest/config';

// The cross-engine evening (e2e/engines, docs/testing.md "Other engines"): Firefox ESR and WebKitGTK, one after the other.
export default defineConfig({
  test: {
    include: ['e2e/engines/**/*.engines.ts'],
    environment: 'node',
    fileParallelism: false,
    // A step's own waits are bounded inside it; this only catches a step that hangs outright.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/engines.json' },
  },
});
