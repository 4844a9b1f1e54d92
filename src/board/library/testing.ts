// For tests of the board library: a small board a player opens from a file
// and keeps (the unit tests of start-up and the e2e library specs share it),
// and a small photo kept beside a traced board.

import type { BoardPhoto, LibraryMeta } from './library.ts';

/** A board file's document: 8 × 6, a hill with its slope and one hexside symbol. */
export const KEPT_RIDGE = {
  format: 'hexlos-board/1',
  id: 'kept-ridge',
  name: 'Kept ridge',
  family: 'panzerblitz',
  grid: { columns: 8, rows: 6, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: { C3: { terrain: 'hilltop' }, D3: { terrain: 'slope' } },
  hexsides: [{ hex: 'C3', side: 'SE', symbol: 'orange' }],
} as const;

/** A photo kept with a traced board: a few bytes standing for the image, a 4 × 3 grid's corners and no proposals. */
export const SMALL_PHOTO: BoardPhoto = {
  image: new Blob(['jpeg']),
  width: 100,
  height: 80,
  grid: { columns: 4, rows: 3, shifted: 'odd' },
  corners: [
    { x: 10, y: 10 },
    { x: 90, y: 10 },
    { x: 90, y: 70 },
    { x: 10, y: 70 },
  ],
  proposals: { hexes: [], hexsides: [] },
};

/** The summary of a board made here and not yet kept (revision 0), named by its key. */
export const madeMeta = (key: string, name = key): LibraryMeta => ({
  key,
  boardId: key,
  name,
  family: 'panzerblitz',
  kind: 'board',
  origin: 'made',
  savedAt: 0,
  bytes: 0,
  revision: 0,
});
