// The photo under the board follows the board on screen: read from the
// library, warped by the worker (once per board and fit: cached, at most
// MAX_CACHED_UNDERLAYS pictures, evicted ones released), dropped for a board
// without one; a newer board's answer wins over an older one's.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';

import { BoardLibrary, type BoardPhoto } from '../../board/library/library.ts';
import { SMALL_PHOTO } from '../../board/library/testing.ts';
import { createEngineClient } from '../../worker/client.ts';
import type { EngineApi, UnderlayRequest } from '../../worker/protocol.ts';
import { setEngineClient } from '../engine.ts';
import { setBoardLibrary } from '../library-slice.ts';
import { MAX_CACHED_UNDERLAYS, releaseUnderlays, useUnderlayStore } from './underlay-store.ts';

let dbCount = 0;
let library: BoardLibrary;
let warps: UnderlayRequest[];
let closed: number;

/** A picture the test can see released. */
const bitmap = () => ({ close: () => closed++ }) as unknown as ImageBitmap;

const photo = (width: number): BoardPhoto => ({ ...SMALL_PHOTO, width });

async function keep(key: string, p?: BoardPhoto): Promise<void> {
  await library.add({
    boardId: key,
    name: key,
    family: 'panzerblitz',
    kind: 'board',
    origin: 'made',
    files: [{ name: `${key}.json`, text: key }],
  });
  if (p) await library.putPhoto(key, p);
}

beforeEach(() => {
  releaseUnderlays();
  library = new BoardLibrary(() => createStore(`underlay-${++dbCount}`, 'boards'));
  setBoardLibrary(library);
  warps = [];
  closed = 0;
  const api = {
    warpPhoto: (request: UnderlayRequest) => {
      warps.push(request);
      return { ok: true, value: { rect: { x: 0, y: 0, width: 10, height: 10 }, bitmap: bitmap() } };
    },
  } as unknown as EngineApi;
  setEngineClient(createEngineClient(api, false));
  useUnderlayStore.setState({ key: undefined, photo: undefined, picture: undefined, error: undefined });
});

describe('the photo under the board', () => {
  test('a board with a photo: read, warped in the worker, drawn; without one: nothing', async () => {
    await keep('traced', photo(100));
    await keep('plain');
    await useUnderlayStore.getState().follow('traced');
    expect(warps).toHaveLength(1);
    expect(warps[0]).toMatchObject({ width: 100, height: 80, grid: photo(100).grid, corners: photo(100).corners });
    expect(useUnderlayStore.getState().picture).toBeDefined();
    await useUnderlayStore.getState().follow('plain');
    expect(useUnderlayStore.getState()).toMatchObject({ key: 'plain', photo: undefined, picture: undefined });
  });

  test('a board opened again is drawn from the cache; the cache holds at most its bound and releases the rest', async () => {
    const keys = ['a', 'b', 'c', 'd'];
    for (const [i, key] of keys.entries()) await keep(key, photo(100 + i));
    await useUnderlayStore.getState().follow('a');
    await useUnderlayStore.getState().follow('b');
    await useUnderlayStore.getState().follow('a');
    expect(warps).toHaveLength(2);
    await useUnderlayStore.getState().follow('c');
    await useUnderlayStore.getState().follow('d');
    expect(warps).toHaveLength(4);
    expect(closed).toBe(keys.length - MAX_CACHED_UNDERLAYS);
  });

  test('a photo just kept is held at once, before its picture is warped', async () => {
    await keep('made');
    const following = useUnderlayStore.getState().follow('made', photo(90));
    expect(useUnderlayStore.getState()).toMatchObject({ key: 'made', photo: { width: 90 }, picture: undefined });
    await following;
    expect(useUnderlayStore.getState().picture).toBeDefined();
  });

  test('only the last board followed is shown', async () => {
    await keep('first', photo(100));
    await keep('second', photo(120));
    const older = useUnderlayStore.getState().follow('first');
    const newer = useUnderlayStore.getState().follow('second');
    await Promise.all([older, newer]);
    expect(useUnderlayStore.getState().key).toBe('second');
    expect(useUnderlayStore.getState().photo?.width).toBe(120);
  });
});
