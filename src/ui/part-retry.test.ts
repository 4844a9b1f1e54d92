// A chunk that fails is asked for again, the last time past the caches under
// an address that names the same chunk.

import { describe, expect, test } from 'vitest';

import { chunkAddressOf, importWithRetries, retryAddress } from './part-retry.ts';

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

  test('a retry address keeps the chunk and any query it had; only the last is one the precache ignores', () => {
    expect(retryAddress('http://h/assets/A-1.js', 1, false)).toBe('http://h/assets/A-1.js?retry=1');
    expect(retryAddress('http://h/assets/A-1.js?v=3', 2, true)).toBe('http://h/assets/A-1.js?v=3&refetch=2');
  });
});

describe('the tries', () => {
  const chunk = 'http://h/assets/EditorTools-9.js';
  const failing = () => Promise.reject(new TypeError(`error loading dynamically imported module: ${chunk}`));

  test('waits before each retry, each under an address of its own, the last past the caches', async () => {
    const log: string[] = [];
    await expect(
      importWithRetries({
        importModule: () => (log.push('import'), failing()),
        importAddress: (address) => (log.push(address), failing()),
        wait: async (ms) => void log.push(`wait ${ms}`),
        delaysMs: [250, 1000],
      }),
    ).rejects.toThrow(chunk);
    expect(log).toEqual(['import', 'wait 250', `${chunk}?retry=1`, 'wait 1000', `${chunk}?refetch=2`]);
  });

  test('stops at the first try that arrives', async () => {
    let tries = 0;
    const module = await importWithRetries({
      importModule: failing,
      importAddress: () => (++tries < 2 ? failing() : Promise.resolve({ part: 'tools' })),
      wait: async () => undefined,
    });
    expect([module, tries]).toEqual([{ part: 'tools' }, 2]);
  });

  test("without the chunk's address (Safari's message names none) the import itself is asked again", async () => {
    const log: string[] = [];
    const safari = () => Promise.reject(new TypeError('Importing a module script failed.'));
    await expect(
      importWithRetries({
        importModule: () => (log.push('import'), safari()),
        importAddress: (address) => (log.push(address), safari()),
        wait: async () => undefined,
      }),
    ).rejects.toThrow('Importing a module script failed.');
    expect(log).toEqual(['import', 'import', 'import']);
  });
});
