// The boards of a VASSAL module, to pick the one to trace:
// each with its size, the hexes its grid covers, and whether the module's hex
// names become the board's labels. Drawn over the photo's place, so that on a
// phone the list has the room of the screen. The module was read by the
// worker; picking a board has the worker decode its image and place the grid.

import type { OpenedModule } from '../../store/photo/tracer-store.ts';

export function ModulePicker({
  module,
  onPick,
  onDismiss,
}: {
  module: OpenedModule;
  onPick: (name: string) => void;
  onDismiss: () => void;
}) {
  return (
    <div className="module-picker" role="dialog" aria-label={`Boards in ${module.name}`} data-testid="module-picker">
      <div className="module-picker-head">
        <h3>Boards in {module.name}</h3>
        <button type="button" className="button" onClick={onDismiss}>
          Cancel
        </button>
      </div>
      <p className="fine">Pick a board: its grid is placed from the module, with no corners to tap.</p>
      <ul className="module-boards">
        {module.boards.map((b) => (
          <li key={b.name}>
            <button
              type="button"
              className="module-board"
              disabled={b.problem !== undefined}
              onClick={() => onPick(b.name)}
              data-testid="module-board"
              data-name={b.name}
            >
              <span className="module-board-name">{b.name}</span>
              <span className="module-board-facts">
                {b.width !== null ? `${b.width} × ${b.height} px` : 'image unreadable'}
                {b.grid.columns !== null ? ` · ${b.grid.columns} × ${b.grid.rows} hexes` : ''}
                {b.grid.sideways ? ' · sideways (shown turned 90°)' : ''}
              </span>
              <span className={b.numbering.maps ? 'module-board-labels' : 'module-board-labels module-board-warn'}>
                {b.problem !== undefined
                  ? `Cannot be read: ${b.problem}`
                  : b.numbering.maps
                    ? `Labels as in the module (${b.numbering.example}…)`
                    : `Labelled A1… here: ${b.numbering.reason}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
