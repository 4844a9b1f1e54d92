// A chunk that fails is asked for again, the last time past the caches under
// an address that names the same chunk.

import { describe, expect, test } from 'vitest';

import { chunkAddressOf, freshAddress, importWithRetries } from './part-retry.ts';

describe('the chunk a failed import names', () => {
  test.each([
    [
      'Chrome',
      'Failed to fetch dynamically imported module: http://10.0.0.5:4321/assets/Legend-a1B2.js',
      'http://10.0.0.5:4321/assets/Legend-a1B2.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://hexlos.example/assets/ReviewPass-x_9.js',
      'https://hexlos.example/assets/ReviewPass-x_9.js',
    ],
    ['Safari names none', 'Importing a module script failed.', undefined],
    ['a stylesheet is not a chunk', 'Unable to preload CSS for http://h/assets/PhotoTracer-1.css', undefined],
  ])('%s', (_engine, message, address) => {
    expect(chunkAddressOf(new TypeError(message))).toBe(address);
  });

  test('the fresh address keeps the chunk and any query it had', () => {
    expect(freshAddress('http://h/assets/A-1.js', 2)).toBe('http://h/assets/A-1.js?retry=2');
    expect(freshAddress('http://h/assets/A-1.js?v=3', 1)).toBe('http://h/assets/A-1.js?v=3&retry=1');
  });
});

describe('the tries', () => {
  const chunk = 'http://h/assets/EditorTools-9.js';
  const failing = () => Promise.reject(new TypeError(`error loading dynamically imported module: ${chunk}`));

  test('waits before each retry, and only the last goes past the caches', async () => {
    const log: string[] = [];
    await expect(
      importWithRetries({
        importModule: () => (log.push('import'), failing()),
        importAddress: (address) => (log.push(address), failing()),
        wait: async (ms) => void log.push(`wait ${ms}`),
        delaysMs: [250, 1000],
      }),
    ).rejects.toThrow(chunk);
    expect(log).toEqual(['import', 'wait 250', 'import', 'wait 1000', `${chunk}?retry=2`]);
  });

  test('stops at the first try that arrives', async () => {
    let tries = 0;
    const module = await importWithRetries({
      importModule: () => (++tries < 2 ? failing() : Promise.resolve({ part: 'tools' })),
      importAddress: failing,
      wait: async () => undefined,
    });
    expect([module, tries]).toEqual([{ part: 'tools' }, 2]);
  });
});
