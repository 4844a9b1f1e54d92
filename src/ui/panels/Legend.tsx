// The legend: hexside symbols in their rule colours (named exactly as the
// rules name them) with the pattern each carries on the map, the terrain of
// the board on screen, and the marks over it (the line, the viewshed).

import { useMemo } from 'react';

import { type HexsideSymbol, type Terrain, RULE_COLOURS, SYMBOLS, TERRAINS, isRuleColour } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES, elevationFill } from '../palette.ts';
import type { Palette } from '../palette.ts';
import { SYMBOL_CUES, cueInk } from '../symbol-cues.ts';
import { SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';
import { ViewshedSwatch } from './ViewshedSwatch.tsx';

/** Stroke width of a legend swatch, in its own units (the cue's lengths are multiples of it). */
const SWATCH_STROKE = 10;
const SWATCH_LENGTH = 44;

/** A hexside symbol as the map draws it: its colour, and over it the same pattern (symbol-cues.ts). */
function SymbolSwatch({ symbol, palette }: { symbol: HexsideSymbol; palette: Palette }) {
  const colour = palette.symbol[symbol];
  const cue = isRuleColour(symbol) ? SYMBOL_CUES[symbol] : undefined;
  const w = SWATCH_STROKE;
  const y = w / 2 + 1;
  return (
    <svg
      className="swatch-symbol"
      width={SWATCH_LENGTH}
      height={w + 2}
      viewBox={`0 0 ${SWATCH_LENGTH} ${w + 2}`}
      aria-hidden
      data-cue={cue?.name}
    >
      <line x1={w / 2} y1={y} x2={SWATCH_LENGTH - w / 2} y2={y} stroke={colour} strokeWidth={w} strokeLinecap="round" />
      {cue?.offsets.map((across) => (
        <line
          key={across}
          x1={w / 2}
          y1={y + across * w}
          x2={SWATCH_LENGTH - w / 2}
          y2={y + across * w}
          stroke={cueInk(colour)}
          strokeWidth={cue.width * w}
          strokeLinecap={cue.cap}
          strokeDasharray={cue.dash.length > 0 ? cue.dash.map((x) => x * w).join(' ') : undefined}
        />
      ))}
    </svg>
  );
}

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
            <SymbolSwatch symbol={s} palette={palette} />
            <strong>{SYMBOL_WORDS[s].name}</strong>{' '}
            <span className="fine">
              {isRuleColour(s) ? `(${SYMBOL_CUES[s].name}) ` : ''}
              {SYMBOL_WORDS[s].meaning}
            </span>
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
          <span
            className="swatch-line"
            style={{
              // The same cue as the map: a dark core down the glow, readable without colour.
              background: `linear-gradient(${palette.blocking} 0 35%, ${palette.blockingCore} 35% 65%, ${palette.blocking} 65%)`,
              boxShadow: `0 0 0 2px #fff, inset 2px 0 0 ${palette.blockingCore}, inset -2px 0 0 ${palette.blockingCore}`,
            }}
            data-testid="legend-deciding"
            aria-hidden
          />{' '}
          what blocks it (a dark core, bars at its ends)
        </li>
        <li>
          <span
            className="swatch"
            style={{ background: palette.candidate, outline: '1px solid rgba(0,0,0,.15)' }}
            aria-hidden
          />{' '}
          hexes the line may pass
        </li>
        <li>
          <span className="swatch swatch-dashed" aria-hidden /> a blocked route
        </li>
      </ul>
      <h3 className="legend-head">Viewshed (the eye button)</h3>
      <ul className="legend-list" data-testid="legend-viewshed">
        <li>
          <ViewshedSwatch seen palette={palette} /> the firer sees it
        </li>
        <li>
          <ViewshedSwatch seen={false} palette={palette} /> hidden from the firer (hatched)
        </li>
      </ul>
    </details>
  );
}
