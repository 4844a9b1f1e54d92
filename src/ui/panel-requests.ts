// Asks the panel to bring one of its parts to the player: a control on the map
// (the board's name) opens what it names (the board picker) in the panel, on a
// phone raising the sheet first; a part that lowers the sheet for a pick on the
// map (the odds sheet's "Pick a firer on the map") asks to be where the sheet
// opens next (docs/table.md "The sheet keeps the player's place"). The map's
// controls and the panel are siblings, so the request goes through this one
// listener rather than the app store: it is a moment, not a state to keep or
// restore.

/**
 * A part of the panel a control may ask for: the board picker, now; the odds
 * sheet's firers, the next time the sheet rises.
 */
export type PanelPart = 'board-picker' | 'odds-when-raised';

type Listener = (part: PanelPart) => void;

let listener: Listener | undefined;

/** The panel, while mounted, answers requests (one panel in the app; a second replaces the first). */
export function answerPanelRequests(answer: Listener): () => void {
  listener = answer;
  return () => {
    if (listener === answer) listener = undefined;
  };
}

/** Brings a part of the panel to the player (nothing while no panel is mounted). */
export function askPanelFor(part: PanelPart): void {
  listener?.(part);
}
