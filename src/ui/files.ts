// Board files from the file picker or a drop: read as bytes, refuse what is
// plainly not a board file before reading it (docs/board-format.md: at most 5 MB),
// and hand the rest to the worker to parse. A refusal keeps the current board.

import { useAppStore } from '../store/index.ts';
import type { BoardFile } from '../worker/protocol.ts';

export const MAX_BOARD_FILE_BYTES = 5 * 1024 * 1024;

/** The files' bytes, undecoded: the worker decodes them the way the command line does (strict UTF-8). */
export async function readBoardFiles(files: readonly File[]): Promise<BoardFile[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/** Open dropped or picked files; too large a file is reported without reading it. */
export async function openBoardFiles(files: readonly File[]): Promise<void> {
  if (files.length === 0) return;
  const tooBig = files.find((f) => f.size > MAX_BOARD_FILE_BYTES);
  if (tooBig) {
    useAppStore.setState({
      problems: {
        source: tooBig.name,
        errors: [
          {
            path: '',
            message: `The file is ${(tooBig.size / 1048576).toFixed(1)} MB; board files may be at most 5 MB.`,
          },
        ],
        warnings: [],
      },
    });
    return;
  }
  await useAppStore.getState().openFiles(await readBoardFiles(files));
}
