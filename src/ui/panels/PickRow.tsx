// Keyboard entry of the two ends: type a hex label (any case, spaces ignored:
// "g 5" is G5); it applies by itself once typing pauses on a label of the
// board, or at once with Enter ("Go" on a phone's keyboard) or on leaving the
// field; a swap button exchanges firer and target. A label that is not on the
// board takes that end off the board too, so no verdict stays on screen for a
// pair the fields no longer name (docs/table.md).

import { useEffect, useId, useState } from 'react';
import { hexByLabel, labelOf } from '../../engine/board-model.ts';
import type { Axial } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { useLatest } from '../canvas/use-map-view.ts';
import { CloseIcon, SwapIcon } from './icons.tsx';

/** How long typing must pause before a label of the board applies by itself (long enough that "G1" on the way to "G10" rarely does). */
export const TYPED_LABEL_PAUSE_MS = 700;

/** What a player typed, as a label: spaces dropped, so "G 5" and "g5 " both name G5. */
export const typedLabel = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

interface EndFieldProps {
  readonly name: 'firer' | 'target';
  readonly caption: string;
  readonly hex: Axial | undefined;
  readonly onHex: (hex: Axial) => void;
  /** A typed label that names no hex: the end it stood for is gone. */
  readonly onNoHex: () => void;
}

function EndField({ name, caption, hex, onHex, onNoHex }: EndFieldProps) {
  const board = useAppStore((s) => s.board);
  const shown = board && hex ? labelOf(board, hex) : '';
  // What is being typed; undefined shows the current hex's label.
  const [editing, setEditing] = useState<{ text: string; problem?: string } | undefined>();
  const id = useId();
  const text = editing?.text ?? shown;
  const problem = editing?.problem;

  const commit = () => {
    const typed = typedLabel(text);
    if (!board || typed === '' || typed === shown) {
      setEditing(undefined);
      return;
    }
    const found = hexByLabel(board, typed);
    if (!found) {
      setEditing({ text, problem: `${typed} is not on this board` });
      if (hex) onNoHex();
      return;
    }
    setEditing(undefined);
    onHex(found);
  };

  // A pause on a label of the board applies it; anything else waits for Enter or leaving the field (no red while typing).
  const typing = editing && !editing.problem ? editing.text : undefined;
  const apply = useLatest(onHex);
  useEffect(() => {
    if (typing === undefined || !board) return;
    const typed = typedLabel(typing);
    const found = typed === '' || typed === shown ? undefined : hexByLabel(board, typed);
    if (!found) return;
    const timer = setTimeout(() => {
      setEditing(undefined);
      apply.current(found);
    }, TYPED_LABEL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typing, board, shown, apply]);

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
  const firer = useAppStore((s) => s.firer);
  const target = useAppStore((s) => s.target);
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
      <EndField name="target" caption="Target" hex={target} onHex={(h) => setTarget(h, performance.now())} onNoHex={dropTarget} />
      <button type="button" className="icon-button clear" onClick={clearPick} disabled={!firer} aria-label="Clear both hexes" title="Clear both hexes">
        <CloseIcon />
      </button>
    </div>
  );
}
