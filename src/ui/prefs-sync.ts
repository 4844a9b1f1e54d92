// The preferences this device remembers (store/persist.ts): the board, rule
// set, trace mode, readings and theme, written whenever one of them changes
// while a board is open. Start-up reads them (startup.ts); a link's choices
// win over them there.

import { useAppStore } from '../store/index.ts';
import { writePrefs } from '../store/persist.ts';

/** From now on a change of board, rule set, trace mode, readings or theme is remembered. */
export function rememberPrefs(): void {
  useAppStore.subscribe((state, previous) => {
    if (
      state.boardId !== previous.boardId ||
      state.rules !== previous.rules ||
      state.trace !== previous.trace ||
      state.readings !== previous.readings ||
      state.theme !== previous.theme
    ) {
      if (state.boardId) writePrefs(state);
    }
  });
}
