// The photo under the board: the photo a board was
// traced over, kept in the library beside the board (never in its files), and
// its picture warped into board space by the worker for the map to draw.
//
// It follows the app's board: when the board on screen has a photo kept with
// it, the photo is read from the device and the worker is asked for its
// picture. The pictures are cached by board and fit, at most
// MAX_CACHED_UNDERLAYS of them (each is up to 24 MB in the page); an evicted
// picture's memory is released at once. Whether the photo is shown and how
// strongly are the user's choices, kept on the device.

import { create } from 'zustand';

import type { BoardPhoto } from '../../board/library/library.ts';
import type { BoardRect } from '../../scan/underlay.ts';
import { engine } from '../engine.ts';
import { useAppStore } from '../index.ts';
import { boardLibrary } from '../library-slice.ts';

export const MAX_CACHED_UNDERLAYS = 2;
const PREFS_KEY = 'hexlos:underlay';

export interface UnderlayPicture {
  readonly rect: BoardRect;
  readonly bitmap: ImageBitmap;
}

export interface UnderlayState {
  /** Library key of the board whose photo is held. */
  key: string | undefined;
  photo: BoardPhoto | undefined;
  picture: UnderlayPicture | undefined;
  error: string | undefined;
  shown: boolean;
  /** How strongly the photo covers the board: 0 the board alone, 1 the photo alone. */
  opacity: number;
  setShown(shown: boolean): void;
  setOpacity(opacity: number): void;
  /** Reads the photo kept with the board under `key` (or drops the one held when there is none); `kept`: the photo just kept there, held at once. */
  follow(key: string | undefined, kept?: BoardPhoto): Promise<void>;
}

function readPrefs(): { shown: boolean; opacity: number } {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as { shown?: unknown; opacity?: unknown };
    const opacity = typeof raw.opacity === 'number' && raw.opacity >= 0 && raw.opacity <= 1 ? raw.opacity : 0.5;
    return { shown: raw.shown !== false, opacity };
  } catch {
    return { shown: true, opacity: 0.5 };
  }
}

function writePrefs(prefs: { shown: boolean; opacity: number }): void {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Without storage the choice lasts until the page closes.
  }
}

/** A photo's identity in the cache: its board and its fit (a photo traced again is another picture). */
const cacheKey = (key: string, photo: BoardPhoto): string =>
  `${key}|${photo.width}x${photo.height}|${JSON.stringify(photo.grid)}|${JSON.stringify(photo.corners)}`;

const cache = new Map<string, UnderlayPicture>();

function remember(key: string, picture: UnderlayPicture): void {
  cache.delete(key);
  cache.set(key, picture);
  while (cache.size > MAX_CACHED_UNDERLAYS) {
    const [oldest, evicted] = cache.entries().next().value as [string, UnderlayPicture];
    cache.delete(oldest);
    if (useUnderlayStore.getState().picture !== evicted) evicted.bitmap.close();
  }
}

/** Drops every cached picture and releases its memory (tests start from nothing). */
export function releaseUnderlays(): void {
  for (const picture of cache.values()) picture.bitmap.close();
  cache.clear();
}

export const useUnderlayStore = create<UnderlayState>()((set, get) => {
  let asked = 0;
  return {
    key: undefined,
    photo: undefined,
    picture: undefined,
    error: undefined,
    ...readPrefs(),

    setShown(shown) {
      set({ shown });
      writePrefs({ shown, opacity: get().opacity });
    },

    setOpacity(opacity) {
      const o = Math.max(0, Math.min(1, opacity));
      set({ opacity: o });
      writePrefs({ shown: get().shown, opacity: o });
    },

    async follow(key, kept) {
      const token = ++asked;
      if (!key) {
        set({ key: undefined, photo: undefined, picture: undefined, error: undefined });
        return;
      }
      const read = kept ? { ok: true as const, value: kept } : await boardLibrary().readPhoto(key);
      if (token !== asked) return;
      const photo = read.ok ? read.value : undefined;
      if (!photo) {
        set({ key, photo: undefined, picture: undefined, error: read.ok ? undefined : read.message });
        return;
      }
      const id = cacheKey(key, photo);
      const cached = cache.get(id);
      if (cached) {
        remember(id, cached);
        set({ key, photo, picture: cached, error: undefined });
        return;
      }
      set({ key, photo, picture: undefined, error: undefined });
      const answer = await engine().ask('underlay', 'warpPhoto', {
        image: photo.image,
        width: photo.width,
        height: photo.height,
        grid: photo.grid,
        corners: photo.corners,
      });
      if (answer.stale || token !== asked) {
        if (!answer.stale && answer.value.ok) answer.value.value.bitmap.close();
        return;
      }
      if (!answer.value.ok) {
        set({ error: answer.value.message });
        return;
      }
      remember(id, answer.value.value);
      set({ picture: answer.value.value });
    },
  };
});

/** Whether the board on screen has a photo kept with it. */
export const hasPhoto = (s: UnderlayState): boolean => s.photo !== undefined;

let installed = false;

/** Keeps the held photo the one of the board on screen (installed once at start-up). */
export function installUnderlaySync(): void {
  if (installed) return;
  installed = true;
  void useUnderlayStore.getState().follow(useAppStore.getState().boardId);
  useAppStore.subscribe((state, previous) => {
    if (state.boardId !== previous.boardId) void useUnderlayStore.getState().follow(state.boardId);
  });
}
