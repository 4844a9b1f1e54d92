// A worker without OffscreenCanvas (Safari before 16.4; Node, here) says what
// it cannot draw, in the player's words, instead of failing on a missing name
// (docs/browsers.md#pictures-in-the-worker).

import { describe, expect, test } from 'vitest';

import {
  canDrawInWorker,
  decodeImageBytes,
  NO_MODULE_IMAGES,
  NO_UNDERLAY,
  PicturesUnavailable,
} from './decode-image.ts';
import { EngineShell } from './engine-api.ts';

describe('pictures in a worker without OffscreenCanvas', () => {
  test('this test runs where there is none, as on iPadOS 15.4 to 16.3', () => {
    expect(canDrawInWorker()).toBe(false);
  });

  test("a module's board image is refused with the message, before its bytes are read", async () => {
    const refusal = decodeImageBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    await expect(refusal).rejects.toBeInstanceOf(PicturesUnavailable);
    await expect(refusal).rejects.toThrow(NO_MODULE_IMAGES);
  });

  test('the photo under the board is refused with the message', async () => {
    const answer = await new EngineShell().warpPhoto({
      image: new Blob([]),
      width: 40,
      height: 30,
      grid: { columns: 10, rows: 8, shifted: 'odd' },
      corners: [],
    });
    expect(answer).toEqual({ ok: false, message: NO_UNDERLAY });
  });
});
