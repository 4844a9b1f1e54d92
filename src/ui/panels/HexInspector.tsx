// The hex inspector (tap and hold, or the inspect mode): a hex's terrain,
// level and hexsides, and what its terrain does to movement, combat, line of
// sight and spotting — read from the engine's terrain-effects table with the
// chart each line comes from.

import { useLayoutEffect, useRef } from 'react';

import { cellAt, symbolsBetween } from '../../engine/board-model.ts';
import { neighbour } from '../../engine/hex/axial.ts';
import { EFFECT_CATEGORIES, FEATURE_EFFECTS, terrainEffects } from '../../engine/terrain-effects.ts';
import type { EffectCategory, TerrainEffect } from '../../engine/terrain-effects.ts';
import { SIDES } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { mapControls } from '../canvas/map-controls.ts';
import type { MapInsets } from '../canvas/view.ts';
import { LEVEL_WORDS, SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';
import { CloseIcon } from './icons.tsx';

const CATEGORY_WORDS: Readonly<Record<EffectCategory, string>> = {
  movement: 'Movement',
  combat: 'Combat',
  los: 'Line of sight',
  spotting: 'Spotting',
};

const SIDE_WORDS: Readonly<Record<string, string>> = {
  N: 'north',
  NE: 'north-east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  NW: 'north-west',
};

/**
 * What a card over the map covers, as insets from the map's edges: the side of
 * the map it stands against (a card across the whole width covers from the top
 * or from the foot, a narrower one from its side).
 */
export function coveredBy(card: DOMRect, map: DOMRect): Partial<MapInsets> {
  const top = card.top - map.top;
  const bottom = map.bottom - card.bottom;
  const left = card.left - map.left;
  const right = map.right - card.right;
  if (card.width > map.width / 2)
    return top > bottom ? { bottom: map.bottom - card.top + 8 } : { top: card.bottom - map.top + 8 };
  return left < right ? { left: card.right - map.left + 8 } : { right: map.right - card.left + 8 };
}

export function HexInspector() {
  const board = useAppStore((s) => s.board);
  const inspected = useAppStore((s) => s.inspected);
  const inspect = useAppStore((s) => s.inspect);
  const cardRef = useRef<HTMLElement>(null);
  // When the card last showed a hex, and when its close button was last pressed: the finger that held a hex until the
  // card opened may lift over that button, and the click the browser makes of it is not a choice to close.
  const shownAt = useRef(0);
  const closePressedAt = useRef(-1);
  // The card must not hide the hex it describes: where it cannot stand beside it (a phone's card is as wide as the
  // map), the map moves the hex into the part the card leaves free (docs/table.md "The inspector keeps off its hex").
  useLayoutEffect(() => {
    const card = cardRef.current;
    const map = card?.offsetParent;
    shownAt.current = performance.now();
    if (!card || !map || !inspected) return;
    mapControls()?.keepHexClear(inspected, coveredBy(card.getBoundingClientRect(), map.getBoundingClientRect()));
  }, [inspected]);
  if (!board || !inspected) return null;
  const cell = cellAt(board, inspected);
  if (!cell) return null;
  // The card sits at the map's left; a hex in the left part of the map moves it to the right, off the hex it describes.
  const onLeft = (mapControls()?.acrossOf(cell.hex) ?? 1) < 0.5;
  const effects = terrainEffects(cell.terrain);
  const featureEffects = cell.features.flatMap((f) =>
    FEATURE_EFFECTS[f] ? [{ feature: f, effects: FEATURE_EFFECTS[f] }] : [],
  );
  const sides = SIDES.flatMap((side) => {
    const symbols = symbolsBetween(board, cell.hex, neighbour(cell.hex, side));
    return symbols.length > 0 ? [{ side, symbols }] : [];
  });

  const lines = (category: EffectCategory): TerrainEffect[] => [
    ...effects[category],
    ...featureEffects.flatMap((f) => f.effects[category]),
  ];

  return (
    <section
      ref={cardRef}
      className={onLeft ? 'inspector card inspector-right' : 'inspector card'}
      aria-label={`Hex ${cell.label}`}
      data-testid="inspector"
    >
      <header className="inspector-head">
        <div>
          <h2>
            {cell.label} · {TERRAIN_WORDS[cell.terrain]}
          </h2>
          <p className="inspector-sub">
            {LEVEL_WORDS[cell.level]}
            {board.family === 'elevation' ? ` · elevation ${cell.elevation}` : ''}
            {cell.features.length > 0 ? ` · ${cell.features.join(', ').replaceAll('-', ' ')}` : ''}
            {(cell.terrain === 'woods' || cell.terrain === 'town') && cell.singleHex
              ? ' · stands alone: blocks as a whole hex'
              : ''}
          </p>
        </div>
        <button
          type="button"
          className="icon-button"
          onPointerDown={() => {
            closePressedAt.current = performance.now();
          }}
          onClick={(e) => {
            // A keyboard's click (detail 0) has no press; a pointer's counts only when it was pressed on the button.
            if (e.detail !== 0 && closePressedAt.current < shownAt.current) return;
            inspect(undefined);
          }}
          aria-label="Close the inspector"
        >
          <CloseIcon />
        </button>
      </header>
      {cell.note && <p className="inspector-note">{cell.note}</p>}
      {sides.length > 0 && (
        <p className="inspector-sides">
          {sides.map(({ side, symbols }) => (
            <span key={side} className="side-chip">
              {SIDE_WORDS[side]}: {symbols.map((s) => SYMBOL_WORDS[s].name).join(' + ')}
            </span>
          ))}
        </p>
      )}
      <dl className="effects">
        {EFFECT_CATEGORIES.map((category) => (
          <div key={category} className="effect-row">
            <dt>{CATEGORY_WORDS[category]}</dt>
            <dd>
              {lines(category).length === 0 ? (
                <span className="fine">The charts say nothing.</span>
              ) : (
                lines(category).map((e, i) => (
                  <p key={i}>
                    {e.text} <cite>{e.source}</cite>
                  </p>
                ))
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
