// Asks the panel to bring one of its parts to the player: a control on the map
// (the board's name) opens what it names (the board picker) in the panel, on a
// phone raising the sheet first. The map's controls and the panel are siblings,
// so the request goes through this one listener rather than the app store: it
// is a moment, not a state to keep or restore.

/** A part of the panel a control elsewhere may ask for. */
export type PanelPart = 'board-picker';

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
