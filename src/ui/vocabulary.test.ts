// The app's answers for every hexside symbol of the symbol table (src/engine/types.ts, SYMBOL_TABLE): a drawn colour
// in both themes and in print, players' words, a pattern for each rule colour, a reference colour for each scanned
// one, a place in an editor. Each is typed over the table, so a new symbol is a compile error in each of them until
// it answers (the type-level lines, checked by `npm run typecheck`); the rows check each answers at run time
// (docs/architecture.md, docs/table.md).

import { describe, expect, test } from 'vitest';

import { PRINTED_SYMBOL } from '../board/printed-colours.ts';
import {
  FAMILIES,
  type HexsideSymbol,
  RULE_COLOURS,
  type RuleColour,
  SCANNED_SYMBOLS,
  SYMBOL_PROPERTIES,
  SYMBOLS,
  symbolsDrawnOn,
} from '../engine/types.ts';
import { isScanSymbol, REFERENCE_COLOUR, SCAN_SYMBOLS } from '../scan/vocabulary.ts';
import { PALETTES } from './palette.ts';
import { SYMBOL_CUES, type SymbolCue } from './symbol-cues.ts';
import { SYMBOL_WORDS } from './words.ts';

type Hedged = HexsideSymbol | 'hedge';

describe('a new symbol must be answered by every Record over the symbols (type level)', () => {
  test('drawn colours, printed colours, words and patterns refuse a symbol they do not name', () => {
    // @ts-expect-error the light palette draws no hedge until it is given a colour
    const light: Readonly<Record<Hedged, string>> = PALETTES.light.symbol;
    // @ts-expect-error nor does the printed board (the scan's reference colours come from it)
    const printed: Readonly<Record<Hedged, string>> = PRINTED_SYMBOL;
    // @ts-expect-error nor do the legend's words
    const words: Readonly<Record<Hedged, { name: string; meaning: string }>> = SYMBOL_WORDS;
    // @ts-expect-error a rule colour needs a pattern (docs/table.md)
    const cues: Readonly<Record<RuleColour | 'hedge', SymbolCue>> = SYMBOL_CUES;
    expect([light, printed, words, cues].every(Boolean)).toBe(true);
  });
});

describe.each(SYMBOLS.map((symbol) => ({ symbol })))('$symbol (docs/board-format.md, Hexsides)', ({ symbol }) => {
  const p = SYMBOL_PROPERTIES[symbol];

  test('is drawn in a colour of its own in each theme and in print', () => {
    for (const palette of Object.values(PALETTES)) expect(palette.symbol[symbol]).toMatch(/^#[0-9a-f]{6}/i);
    expect(PRINTED_SYMBOL[symbol]).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test("has the players' words the table gives it", () => {
    expect(SYMBOL_WORDS[symbol]).toEqual({ name: p.name, meaning: p.meaning });
  });

  test('has a pattern exactly when it is a rule colour (docs/table.md)', () => {
    expect(symbol in SYMBOL_CUES).toBe(p.ruleColour);
    expect((RULE_COLOURS as readonly string[]).includes(symbol)).toBe(p.ruleColour);
  });

  test('is scanned, with a reference colour, exactly when the table says (docs/cli.md, scan)', () => {
    expect(isScanSymbol(symbol)).toBe(p.scanned);
    if (isScanSymbol(symbol)) expect(REFERENCE_COLOUR[symbol]).toHaveLength(3);
  });

  test('is offered by the editor of each family that draws it', () => {
    for (const family of FAMILIES) expect(symbolsDrawnOn(family).includes(symbol)).toBe(p.drawnOn.includes(family));
  });
});

test('the scan reads the symbols the table marks scanned, in its order', () => {
  expect(SCAN_SYMBOLS).toEqual(SCANNED_SYMBOLS);
});
