// The legend: hexside symbols in their rule colours (named exactly as the
// rules name them) and the terrain of the board on screen.

import { useMemo } from 'react';
import type { HexsideSymbol, Terrain } from '../../engine/types.ts';
import { SYMBOLS, TERRAINS } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES, elevationFill } from '../palette.ts';
import { SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';

const RULE_COLOURS: readonly HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple'];

export function Legend() {
  const board = useAppStore((s) => s.board);
  const theme = useAppStore((s) => s.theme);
  const palette = PALETTES[theme];
  const { terrains, symbols, elevations } = useMemo(() => {
    const t = new Set<Terrain>();
    const e = new Set<number>();
    const sy = new Set<HexsideSymbol>(RULE_COLOURS);
    if (board) {
      for (const c of board.cells.values()) {
        t.add(c.terrain);
        e.add(c.elevation);
      }
      for (const list of board.edges.values()) for (const s of list) sy.add(s);
    }
    return {
      terrains: TERRAINS.filter((x) => t.has(x)),
      symbols: SYMBOLS.filter((x) => sy.has(x)),
      elevations: [...e].sort((a, b) => a - b),
    };
  }, [board]);
  const byElevation = board?.family === 'elevation';

  return (
    <details className="legend section" data-testid="legend">
      <summary>
        <span className="section-title">Legend</span>
      </summary>
      <h3 className="legend-head">Hexsides</h3>
      <ul className="legend-list">
        {symbols.map((s) => (
          <li key={s}>
            <span className={`swatch-line swatch-${s}`} style={{ background: palette.symbol[s] }} aria-hidden />
            <strong>{SYMBOL_WORDS[s].name}</strong> <span className="fine">{SYMBOL_WORDS[s].meaning}</span>
          </li>
        ))}
      </ul>
      {byElevation ? (
        <>
          <h3 className="legend-head">Elevation</h3>
          <ul className="legend-ramp">
            {elevations.map((e) => (
              <li key={e}>
                <span className="swatch" style={{ background: elevationFill(palette, e) }} aria-hidden />
                {e}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h3 className="legend-head">Terrain</h3>
          <ul className="legend-list legend-terrain">
            {terrains.map((t) => (
              <li key={t}>
                <span className="swatch" style={{ background: palette.terrain[t] }} aria-hidden />
                {TERRAIN_WORDS[t]}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="legend-head">On the line</h3>
      <ul className="legend-list">
        <li>
          <span className="swatch-line" style={{ background: palette.blocking, boxShadow: '0 0 0 2px #fff' }} aria-hidden /> what blocks it
        </li>
        <li>
          <span className="swatch" style={{ background: palette.candidate, outline: '1px solid rgba(0,0,0,.15)' }} aria-hidden /> hexes the line may pass
        </li>
        <li>
          <span className="swatch swatch-dashed" aria-hidden /> a blocked route
        </li>
      </ul>
    </details>
  );
}
