import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { BUNDLED_CATALOGUE, bundledBoards, bundledFileIds, resolveBundledRef } from './bundled.ts';
import { BUNDLED_BOARDS_DIR } from './node-io.ts';

describe('bundled boards', () => {
  test('the catalogue lists every file in boards/ once', () => {
    expect(BUNDLED_CATALOGUE.map((b) => b.id).sort()).toEqual(bundledFileIds());
  });

  test.each(BUNDLED_CATALOGUE.map((entry) => [entry.id, entry] as const))(
    '%s: the catalogue agrees with the file',
    async (id, entry) => {
      const file = JSON.parse(readFileSync(`${BUNDLED_BOARDS_DIR}${id}.json`, 'utf8')) as Record<string, unknown>;
      expect(file.id).toBe(id);
      expect(file.name).toBe(entry.name);
      expect(entry.kind).toBe(file.format === 'hexlos-map/1' ? 'map' : 'board');
      const loaded = await bundledBoards.find((b) => b.id === id)?.load();
      expect(loaded?.ok).toBe(true);
      if (loaded?.ok) expect(loaded.board.family).toBe(entry.family);
    },
  );

  test('a map entry may name a bundled board by id or by file name', async () => {
    expect(await resolveBundledRef('ridge-and-river')).toMatchObject({ id: 'ridge-and-river' });
    expect(await resolveBundledRef('./ridge-and-river.json')).toMatchObject({ id: 'ridge-and-river' });
    expect(await resolveBundledRef('constructor')).toBeUndefined();
    expect(await resolveBundledRef('../package')).toBeUndefined();
  });
});
