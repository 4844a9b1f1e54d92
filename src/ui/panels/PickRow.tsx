// Keyboard entry of the two ends: type a hex label (any case, spaces ignored:
// "g 5" is G5); it applies by itself once typing pauses on a label of the
// board, or at once with Enter ("Go" on a phone's keyboard) or on leaving the
// field; a swap button exchanges firer and target. A label that is not on the
// board takes that end off the board too, so no verdict stays on screen for a
// pair the fields no longer name (docs/table.md).

import { useEffect, useId, useState } from 'react';

import { hexByLabel, labelOf } from '../../engine/board-model.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { useLatest } from '../canvas/use-map-view.ts';
import { useShown } from '../shown-pick.ts';
import { CloseIcon, SwapIcon } from './icons.tsx';

/** How long typing must pause before a label of the board applies by itself (long enough that "G1" on the way to "G10" rarely does). */
export const TYPED_LABEL_PAUSE_MS = 700;

/** What a player typed, as a label: spaces dropped, so "G 5" and "g5 " both name G5. */
export const typedLabel = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

interface EndFieldProps {
  readonly name: 'firer' | 'target';
  readonly caption: string;
  /** The end the screen shows (held while a moved line is traced, shown-pick.ts). */
  readonly hex: Axial | undefined;
  readonly onHex: (hex: Axial) => void;
  /** A typed label that names no hex: the end it stood for is gone. */
  readonly onNoHex: () => void;
}

/**
 * Whether some hex of the board has a label that begins with this text (the board's labels are upper case). Zeros
 * after the column letters are dropped first, as the board does ("G0" is on the way to "G05", which is G5).
 */
function beginsSomeLabel(board: Board, typed: string): boolean {
  const loose = typed.replace(/^((?:[A-Z0-9]+-)?[A-Z]+)0+/, '$1');
  for (const label of board.labels.keys()) if (label.startsWith(typed) || label.startsWith(loose)) return true;
  return false;
}

/** The label of the end the store holds now (for a typed label: the one to compare with, whatever the screen shows). */
function storeLabel(board: Board, name: 'firer' | 'target'): string {
  const now = useAppStore.getState()[name];
  return now ? labelOf(board, now) : '';
}

function EndField({ name, caption, hex, onHex, onNoHex }: EndFieldProps) {
  const board = useAppStore((s) => s.board);
  const shown = board && hex ? labelOf(board, hex) : '';
  // What is being typed; undefined shows the current hex's label. `applied`: a label already given to the store, shown
  // while the screen still holds the last picture (so the field does not fall back to the old label until the verdict).
  const [editing, setEditing] = useState<{ text: string; problem?: string; applied?: boolean } | undefined>();
  const id = useId();
  // The end the store holds now, ahead of `hex` while its verdict is traced: read only while a typed label awaits its
  // verdict, so a tap on the map does not render the field (React writes an input's attributes again at each render).
  const live = useAppStore((s) => {
    const liveHex = editing?.applied ? s[name] : hex;
    return board && liveHex ? labelOf(board, liveHex) : '';
  });
  const awaited = editing?.applied && editing.text === live && live !== shown;
  const inProgress = editing && !editing.applied ? editing : undefined;
  const text = inProgress?.text ?? (awaited ? live : shown);
  const problem = inProgress?.problem;
  // Shown (or gone elsewhere since): the field follows the screen again, and stops reading the store's end (set while
  // rendering, React's way of adjusting state to what changed: rendered again at once, before anything is drawn).
  if (editing?.applied && !awaited) setEditing(undefined);

  /** A typed label that names no hex: said in red, and the end it stood for leaves the board (docs/table.md). */
  const refuse = (typed: string, raw: string) => {
    setEditing({ text: raw, problem: `${typed} is not on this board` });
    if (board && storeLabel(board, name)) onNoHex();
  };

  const commit = () => {
    const typed = typedLabel(text);
    if (!board || typed === '' || typed === storeLabel(board, name)) {
      setEditing(undefined);
      return;
    }
    const found = hexByLabel(board, typed);
    if (!found) {
      refuse(typed, text);
      return;
    }
    setEditing({ text: labelOf(board, found), applied: true });
    onHex(found);
  };

  // A pause on a label of the board applies it; a pause on text that no label of the board even begins with is
  // refused as Enter would (the old verdict must not stay beside a label it is not for); a pause on the beginning of
  // a label ("G" on the way to "G5") waits: no red while typing (docs/table.md "Typed labels apply by themselves").
  const typing = inProgress && !inProgress.problem ? inProgress.text : undefined;
  const apply = useLatest(onHex);
  const refuseLatest = useLatest(refuse);
  useEffect(() => {
    if (typing === undefined || !board) return;
    const typed = typedLabel(typing);
    if (typed === '' || typed === live) return;
    const found = hexByLabel(board, typed);
    if (!found && beginsSomeLabel(board, typed)) return;
    const timer = setTimeout(() => {
      if (!found) {
        refuseLatest.current(typed, typing);
        return;
      }
      if (labelOf(board, found) === storeLabel(board, name)) return;
      setEditing({ text: labelOf(board, found), applied: true });
      apply.current(found);
    }, TYPED_LABEL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typing, board, live, apply, refuseLatest, name]);

  return (
    <div className={`end-field end-${name}`}>
      <label htmlFor={id}>{caption}</label>
      <input
        id={id}
        name={name}
        data-testid={`${name}-input`}
        value={text}
        placeholder="hex"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        enterKeyHint="go"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => setEditing({ text: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
          if (e.key === 'Escape') setEditing(undefined);
        }}
      />
      {problem && (
        <p className="field-problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export function PickRow() {
  const firer = useShown((s) => s.firer);
  const target = useShown((s) => s.target);
  const setFirer = useAppStore((s) => s.setFirer);
  const setTarget = useAppStore((s) => s.setTarget);
  const swapEnds = useAppStore((s) => s.swapEnds);
  const clearPick = useAppStore((s) => s.clearPick);
  const dropTarget = () => setTarget(undefined);
  return (
    <div className="pick-row">
      <EndField name="firer" caption="Firer" hex={firer} onHex={(h) => setFirer(h)} onNoHex={clearPick} />
      <button
        type="button"
        className="icon-button swap"
        onClick={swapEnds}
        disabled={!firer || !target}
        aria-label="Swap firer and target"
        title="Swap firer and target"
      >
        <SwapIcon />
      </button>
      <EndField
        name="target"
        caption="Target"
        hex={target}
        onHex={(h) => setTarget(h, performance.now())}
        onNoHex={dropTarget}
      />
      <button
        type="button"
        className="icon-button clear"
        onClick={clearPick}
        disabled={!firer}
        aria-label="Clear both hexes"
        title="Clear both hexes"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
