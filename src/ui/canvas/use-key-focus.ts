// The map from the keyboard: arrow keys show and move a focus hex (key-focus.ts)
// and pan the map when it would leave the free part of the screen; Enter or
// Space picks it as a tap would (firer, then target); Escape hides it. Every
// other key goes on to the map's own handler (Shift+arrows pan, + and − zoom,
// 0 fits). What the focus hex is, is said in words for a screen reader.

import { useState } from 'react';
import type { KeyboardEvent } from 'react';

import { hexKey } from '../../engine/hex/axial.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { endWords } from '../words.ts';
import { isArrowKey, stepFocus } from './key-focus.ts';
import type { MapSize, MapView } from './use-map-view.ts';
import { freeArea, hexAtScreen, hexOnScreen, pannedBy } from './view.ts';
import type { MapInsets } from './view.ts';

export interface KeyFocus {
  readonly hex: Axial | undefined;
  /** "C2 · level 1 hilltop", for the screen reader's live region. */
  readonly words: string;
  readonly onKeyDown: (e: KeyboardEvent) => void;
  readonly onBlur: () => void;
}

/** The first focus hex: the target, else the firer, else the hex in the middle of the free area, else the board's first. */
function startHex(board: Board, map: MapView, size: MapSize, insets: MapInsets): Axial | undefined {
  const { firer, target } = useAppStore.getState();
  if (target) return target;
  if (firer) return firer;
  const middle = hexAtScreen(map.viewRef.current, freeArea(size.width, size.height, insets).centre);
  if (board.cells.has(hexKey(middle))) return middle;
  return board.cells.values().next().value?.hex;
}

export function useKeyFocus(
  board: Board | undefined,
  map: MapView,
  size: MapSize,
  insets: MapInsets,
  onMapKey: (e: KeyboardEvent) => void,
): KeyFocus {
  const [hex, setHex] = useState<Axial | undefined>();
  const shown = hex && board?.cells.has(hexKey(hex)) ? hex : undefined;

  /** Pans just enough that the hex sits inside the free area, a hex's width from its edges. */
  const keepInView = (h: Axial) => {
    const v = map.viewRef.current;
    const p = hexOnScreen(v, h);
    const margin = Math.min(60, v.scale * 40);
    const [left, right] = [insets.left + margin, size.width - insets.right - margin];
    const [top, bottom] = [insets.top + margin, size.height - insets.bottom - margin];
    const dx = p.x < left ? left - p.x : p.x > right ? right - p.x : 0;
    const dy = p.y < top ? top - p.y : p.y > bottom ? bottom - p.y : 0;
    if (dx !== 0 || dy !== 0) map.applyView(pannedBy(v, dx, dy));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (board && isArrowKey(e.key) && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      const next = shown
        ? stepFocus(board, shown, e.key, map.viewRef.current.turned)
        : startHex(board, map, size, insets);
      setHex(next);
      if (next) keepInView(next);
      return;
    }
    if (shown && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      useAppStore.getState().tapHex(shown, performance.now());
      return;
    }
    if (shown && e.key === 'Escape') {
      setHex(undefined);
      return;
    }
    onMapKey(e);
  };

  const cell = shown && board?.cells.get(hexKey(shown));
  const words = cell && board ? endWords(cell, board.family) : '';
  return { hex: shown, words, onKeyDown, onBlur: () => setHex(undefined) };
}
