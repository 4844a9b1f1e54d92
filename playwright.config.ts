import { defineConfig } from '@playwright/test';

// The e2e suite runs against the production build (`vite build` first; the
// test script does that) in Debian's chromium. E2E_PORT lets two checkouts run
// their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'e2e/.results/results.json' }]],
  outputDir: 'e2e/.results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: '/usr/bin/chromium' },
    viewport: { width: 1440, height: 900 },
    trace: 'off',
  },
  webServer: {
    command: `vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
