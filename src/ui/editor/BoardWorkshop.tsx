// Making boards: a new board from nothing (size, shifted columns, family) or
// the board on screen opened in the editor (a copy unless it was made here).

import { useRef, useState } from 'react';

import type { BoardFamily } from '../../engine/types.ts';
import { editCurrentBoard, newBoard } from '../../store/editor/editor-session.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import { NumberField } from '../NumberField.tsx';

// oxlint-disable-next-line import/no-unassigned-import
import './editor.css';

/** docs/board-format.md: a grid is at most 200 × 200 (the loader checks it too). */
const MAX_GRID = 200;

function NewBoardForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('My board');
  const [columns, setColumns] = useState<number | undefined>(10);
  const [rows, setRows] = useState<number | undefined>(8);
  // A size the fields corrected (a note beside them) holds the first press of Create, so the player sees the board they will get.
  const correctionSeen = useRef(false);
  const [shifted, setShifted] = useState<'odd' | 'even'>('odd');
  const [family, setFamily] = useState<BoardFamily>('panzerblitz');
  return (
    <form
      className="new-board"
      data-testid="new-board-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.querySelector('[aria-invalid="true"]') && !correctionSeen.current) {
          correctionSeen.current = true;
          return;
        }
        onDone();
        void newBoard({
          name: name.trim() || 'My board',
          family,
          columns: columns ?? 10,
          rows: rows ?? 8,
          shifted,
        });
      }}
    >
      <label className="field">
        <span>Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} data-testid="new-board-name" />
      </label>
      <div className="new-board-size">
        <label className="field">
          <span>Columns</span>
          <NumberField
            label="Columns"
            min={1}
            max={MAX_GRID}
            value={columns}
            onCommit={setColumns}
            testId="new-board-columns"
          />
        </label>
        <label className="field">
          <span>Rows</span>
          <NumberField label="Rows" min={1} max={MAX_GRID} value={rows} onCommit={setRows} testId="new-board-rows" />
        </label>
      </div>
      <label className="field">
        <span>Shifted columns (half a hex lower)</span>
        <select
          value={shifted}
          onChange={(e) => setShifted(e.target.value as 'odd' | 'even')}
          data-testid="new-board-shifted"
        >
          <option value="odd">odd columns (B, D, F…)</option>
          <option value="even">even columns (A, C, E…)</option>
        </select>
      </label>
      <label className="field">
        <span>Kind of board</span>
        <select
          value={family}
          onChange={(e) => setFamily(e.target.value as BoardFamily)}
          data-testid="new-board-family"
        >
          <option value="panzerblitz">PanzerBlitz family (levels and hexside colours)</option>
          <option value="elevation">Elevation numbers (Tagg)</option>
        </select>
      </label>
      <div className="new-board-actions">
        <button type="submit" className="button button-primary" data-testid="new-board-create">
          Make the board
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function BoardWorkshop() {
  const editing = useEditorStore((s) => s.active);
  const board = useAppStore((s) => s.board);
  const [making, setMaking] = useState(false);
  if (editing) return null;
  return (
    <div className="workshop" data-testid="workshop">
      {making ? (
        <NewBoardForm onDone={() => setMaking(false)} />
      ) : (
        <div className="workshop-buttons">
          <button type="button" className="button" onClick={() => setMaking(true)} data-testid="new-board">
            New board…
          </button>
          <button
            type="button"
            className="button"
            disabled={!board}
            onClick={() => void editCurrentBoard()}
            data-testid="edit-board"
          >
            Edit this board
          </button>
        </div>
      )}
    </div>
  );
}
