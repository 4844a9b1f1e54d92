// For tests of the board library: a small board a player opens from a file
// and keeps (the unit tests of start-up and the e2e library specs share it).

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
