// Which board is on screen. Loading happens in the worker (the parser and its
// schema stay out of the main bundle); a failed load leaves the current board
// and selection untouched and shows its located problems.

import { decodeText } from '../board/decode.ts';
import type { LoadAnswer } from '../worker/protocol.ts';
import { engine } from './engine.ts';
import { NO_PICK } from './pick-slice.ts';
import type { BoardSlice, OpenOptions, Slice } from './types.ts';

const storedText = (bytes: Uint8Array | undefined): string => {
  const decoded = bytes ? decodeText(bytes) : undefined;
  return decoded?.ok ? decoded.text : '';
};

export const createBoardSlice: Slice<BoardSlice> = (set, get) => {
  const adopt = (
    answer: LoadAnswer,
    source: string,
    boardId: string | undefined,
    boardFile: string | undefined,
  ): boolean => {
    if (!answer.ok) {
      set({ loadingBoard: false, problems: { source, errors: answer.errors, warnings: answer.warnings } });
      return false;
    }
    const { rules, trace } = get();
    const known = answer.ruleSets.find((rs) => rs.id === rules);
    const nextRules = known ? rules : answer.defaultRules;
    const info = answer.ruleSets.find((rs) => rs.id === nextRules);
    set({
      board: answer.board,
      boardId,
      boardFile,
      boardWarnings: answer.warnings,
      ruleSetInfos: answer.ruleSets,
      rules: nextRules,
      trace: info && !info.traces.includes(trace) ? info.traces[0] : trace,
      loadingBoard: false,
      problems: undefined,
      boardEpoch: get().boardEpoch + 1,
      ...NO_PICK,
      recent: [],
      viewshed: undefined,
      viewshedError: undefined,
      inspected: undefined,
      flash: undefined,
      combat: undefined,
    });
    return true;
  };

  let listing: Promise<void> | undefined;
  /** Start-up's board waits for nothing and replaces nothing: a board on screen or on its way is the player's. */
  const yields = (options: OpenOptions | undefined): boolean =>
    !!options?.unlessAnother && (get().loadingBoard || get().board !== undefined);

  return {
    boardList: [],
    board: undefined,
    boardId: undefined,
    boardFile: undefined,
    boardWarnings: [],
    ruleSetInfos: [],
    loadingBoard: false,
    problems: undefined,
    boardEpoch: 0,

    fetchBoardList() {
      // Its own channel: a board opened while the list is on its way must not make the list stale (nor the list the board).
      // One ask at a time: a second caller (keeping a board opened during start-up) shares the one on its way.
      listing ??= (async () => {
        const answer = await engine().ask('boardList', 'boards');
        if (!answer.stale) set({ boardList: answer.value });
      })().finally(() => {
        listing = undefined;
      });
      return listing;
    },

    async openBundled(id, options) {
      // The board on screen already: keep it, and the hexes picked on it.
      if (id === get().boardId && get().board && !get().loadingBoard) return true;
      if (yields(options)) return false;
      set({ loadingBoard: true });
      const answer = await engine().ask('board', 'loadBundled', id);
      if (answer.stale) return false;
      const entry = get().boardList.find((b) => b.id === id);
      return adopt(answer.value, entry?.name ?? id, id, undefined);
    },

    async openFiles(files, origin = 'file', options) {
      if (files.length === 0 || yields(options)) return false;
      set({ loadingBoard: true });
      const answer = await engine().ask('board', 'loadFiles', files);
      if (answer.stale) return false;
      if (!adopt(answer.value, files[0].name, undefined, files[0].name) || !answer.value.ok) return false;
      // Every board opened is kept on the device (src/board/library); the open board stays whatever storage says.
      const board = answer.value.board;
      // The files were read as bytes (decoded by the worker's strict decoder); a file that loaded is UTF-8 text.
      const stored = files.map((f) => ({ name: f.name, text: f.text ?? storedText(f.bytes) }));
      const kept = await get().keepInLibrary(stored, board, origin);
      if (kept && get().board === board) set({ boardId: kept.key });
      if (kept) get().say(`“${board.name}” is kept on this device.`);
      return true;
    },

    async openStored(files, key, source, options) {
      if (key === get().boardId && get().board && !get().loadingBoard && !options?.again) return true;
      if (yields(options)) return false;
      set({ loadingBoard: true });
      const answer = await engine().ask('board', 'loadFiles', files);
      if (answer.stale) return false;
      return adopt(answer.value, source, key, undefined);
    },

    dismissProblems() {
      set({ problems: undefined });
    },
  };
};
