import { describe, expect, test } from 'vitest';

import { cellAt, hexByLabel } from '../engine/board-model.ts';
import type { Board, HexCell } from '../engine/types.ts';
import { loadBoardOrMap, parseBoard, parseBoardText, type LoadResult } from './parse.ts';
import type { Problem } from './problem.ts';
import { MAX_FILE_BYTES } from './schema.ts';

/** A 12 × 10 odd-shifted board (docs/board-format.md's example grid) with the given extra fields. */
const board = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  format: 'hexlos-board/1',
  id: 'test',
  name: 'Test',
  family: 'panzerblitz',
  grid: { columns: 12, rows: 10, shifted: 'odd' },
  ...extra,
});

const loaded = (result: LoadResult): Board => {
  if (!result.ok) throw new Error(`expected a board, got ${JSON.stringify(result.errors)}`);
  return result.board;
};

const cell = (b: Board, label: string): HexCell => {
  const hex = hexByLabel(b, label);
  if (!hex) throw new Error(`no hex ${label}`);
  return cellAt(b, hex) as HexCell;
};

const errorsOf = (result: LoadResult): Problem[] => (result.ok ? [] : result.errors);

describe('parseBoard: a valid board resolves', () => {
  test('the example of docs/board-format.md loads with every default applied', () => {
    const b = loaded(
      parseBoard(
        board({
          defaultTerrain: 'clear',
          hexes: {
            C4: { terrain: 'woods' },
            F5: { terrain: 'hilltop' },
            F6: { terrain: 'slope' },
            H2: { terrain: 'wood-copse' },
          },
          hexsides: [
            { hex: 'C4', side: 'N', symbol: 'green' },
            { hex: 'F6', side: 'S', symbol: 'brown' },
          ],
        }),
      ),
    );
    expect(b.cells.size).toBe(120);
    expect(b.grid).toEqual({ columns: 12, rows: 10, shifted: 'odd', firstRow: 1, halfHexes: false });
    expect(cell(b, 'C4')).toMatchObject({ terrain: 'woods', level: 'G', elevation: 0, column: 2, row: 3 });
    expect(cell(b, 'F5')).toMatchObject({ terrain: 'hilltop', level: 'H1', elevation: 2 });
    expect(cell(b, 'f6')).toMatchObject({ terrain: 'slope', level: 'S1', elevation: 1, label: 'F6' });
    expect(cell(b, 'A1')).toMatchObject({ terrain: 'clear', level: 'G' });
    expect([...b.edges.values()].flat().sort()).toEqual(['brown', 'green']);
  });

  // Defaults of the terrain table and the `level`/`elevation` fields (docs/board-format.md, Hexes).
  test.each([
    { terrain: 'clear', level: 'G', elevation: 0 },
    { terrain: 'slope', level: 'S1', elevation: 1 },
    { terrain: 'hilltop', level: 'H1', elevation: 2 },
    { terrain: 'slope2', level: 'S2', elevation: 3 },
    { terrain: 'hilltop2', level: 'H2', elevation: 4 },
    { terrain: 'hilltop-slope2', level: 'S2', elevation: 3 },
    { terrain: 'town-slope', level: 'S1', elevation: 1 },
    { terrain: 'gorge-bridge', level: 'G', elevation: 0 },
  ])('$terrain defaults to level $level, elevation $elevation', ({ terrain, level, elevation }) => {
    expect(cell(loaded(parseBoard(board({ hexes: { C4: { terrain } } }))), 'C4')).toMatchObject({ level, elevation });
  });

  test('an explicit level sets the default elevation; an explicit elevation wins', () => {
    const b = loaded(
      parseBoard(board({ hexes: { C4: { terrain: 'woods', level: 'H1' }, D4: { terrain: 'clear', elevation: 7 } } })),
    );
    expect(cell(b, 'C4')).toMatchObject({ terrain: 'woods', level: 'H1', elevation: 2 });
    expect(cell(b, 'D4')).toMatchObject({ level: 'G', elevation: 7 });
  });

  test('the streambed alias reads as gully (000: the terms are interchangeable)', () => {
    expect(cell(loaded(parseBoard(board({ hexes: { C4: { terrain: 'streambed' } } }))), 'C4').terrain).toBe('gully');
  });

  // 000 gullies C ("a road crosses a gully ... considered as clear terrain"), 001 railroad ("transforms a streambed/gully into a clear hex").
  test.each([
    { features: ['road'], terrain: 'clear', source: '000 gullies C' },
    { features: ['road', 'bridge'], terrain: 'clear', source: '000 gullies C (newer maps draw a bridge)' },
    { features: ['bridge'], terrain: 'clear', source: '000 gullies C' },
    { features: ['railroad'], terrain: 'clear', source: '001 railroad' },
    {
      features: ['unimproved-road'],
      terrain: 'gully',
      source:
        '001 Unimproved Road Hex: only in May–October, so the gully stays and the engine decides by month (docs/board-format.md)',
    },
    {
      features: ['unimproved-road', 'bridge'],
      terrain: 'clear',
      source: '001: "any bridge that the unimproved road crosses is still effective year round"',
    },
    { features: [], terrain: 'gully', source: '000 gullies A' },
  ])('a gully with $features is $terrain ($source)', ({ features, terrain }) => {
    const c = cell(loaded(parseBoard(board({ hexes: { C4: { terrain: 'gully', features } } }))), 'C4');
    expect(c.terrain).toBe(terrain);
    expect(c.level).toBe('G');
    expect(c.features).toEqual(features);
    if (terrain === 'clear') expect(c.note).toMatch(/clear terrain/);
  });

  // singleHex defaults (docs/board-format.md, Hexes; 001 copse, farm, fort).
  test.each([
    { hexes: { C4: { terrain: 'woods' } }, label: 'C4', single: true, why: 'woods with no woods neighbour' },
    {
      hexes: { C4: { terrain: 'woods' }, C5: { terrain: 'woods' } },
      label: 'C4',
      single: false,
      why: 'two woods hexes',
    },
    {
      hexes: { C4: { terrain: 'woods' }, C5: { terrain: 'town-woods' } },
      label: 'C4',
      single: true,
      why: 'town-woods is not exactly woods',
    },
    { hexes: { C4: { terrain: 'town' }, D4: { terrain: 'town' } }, label: 'D4', single: false, why: 'two town hexes' },
    { hexes: { C4: { terrain: 'town' } }, label: 'C4', single: true, why: 'a lone town hex' },
    {
      hexes: { C4: { terrain: 'wood-copse' }, C5: { terrain: 'wood-copse' } },
      label: 'C4',
      single: true,
      why: 'copses always are',
    },
    { hexes: { C4: { terrain: 'collective-farm' } }, label: 'C4', single: true, why: 'collective farms always are' },
    {
      hexes: { C4: { terrain: 'old-fort', singleHex: false } },
      label: 'C4',
      single: true,
      why: 'old forts always are',
    },
    {
      hexes: { C4: { terrain: 'woods', singleHex: false } },
      label: 'C4',
      single: false,
      why: 'explicit false on woods',
    },
    {
      hexes: { C4: { terrain: 'woods', singleHex: true }, C5: { terrain: 'woods' } },
      label: 'C4',
      single: true,
      why: 'explicit true',
    },
    { hexes: { C4: { terrain: 'town-woods' } }, label: 'C4', single: false, why: 'town-woods blocks by its sides' },
  ])('singleHex of $label: $single ($why)', ({ hexes, label, single }) => {
    expect(cell(loaded(parseBoard(board({ hexes }))), label).singleHex).toBe(single);
  });

  test('labels: any case and leading zeros on input, printed upper-case, doubled letters past Z', () => {
    const b = loaded(
      parseBoard(
        board({ grid: { columns: 33, rows: 10 }, hexes: { gg10: { terrain: 'woods' }, aa03: { terrain: 'town' } } }),
      ),
    );
    expect(cell(b, 'GG10')).toMatchObject({ terrain: 'woods', column: 32, row: 9, label: 'GG10' });
    expect(cell(b, 'AA3')).toMatchObject({ terrain: 'town', column: 26, row: 2 });
  });

  test('firstRow renumbers the rows; even shift moves the other columns down', () => {
    const b = loaded(
      parseBoard(
        board({ grid: { columns: 4, rows: 3, shifted: 'even', firstRow: 0 }, hexes: { B0: { terrain: 'woods' } } }),
      ),
    );
    expect(cell(b, 'B0')).toMatchObject({ terrain: 'woods', column: 1, row: 0 });
    expect(b.labels.has('B3')).toBe(false);
    expect(b.grid.shifted).toBe('even');
  });

  test('the same edge named from either hex is one edge; a second symbol on it is kept too', () => {
    const b = loaded(
      parseBoard(
        board({
          hexes: { C4: { terrain: 'woods' }, C3: { terrain: 'woods' }, D4: { terrain: 'hilltop' } },
          hexsides: [
            { hex: 'C4', side: 'N', symbol: 'green' },
            { hex: 'C3', side: 'S', symbol: 'orange' },
          ],
        }),
      ),
    );
    // C4 is column 2, row 3: axial (2, 2); its N edge is named from itself.
    expect([...b.edges.entries()]).toEqual([['2,2,N', ['green', 'orange']]]);
  });

  test('unknown keys load, with a warning each (files from newer versions still open)', () => {
    const result = parseBoard(
      board({
        theme: 'dark',
        grid: { columns: 12, rows: 10, tilt: 3 },
        hexes: { C4: { terrain: 'woods', height: 20 } },
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'theme' }),
        expect.objectContaining({ path: 'grid.tilt' }),
        expect.objectContaining({ path: 'hexes.C4.height', hex: 'C4' }),
      ]),
    );
  });
});

describe('parseBoard: located errors (docs/board-format.md#what-is-refused-and-what-is-warned)', () => {
  // Each row: a document, then every error expected (path, hex, a word of the message).
  test.each([
    { why: 'not an object', doc: [1, 2], errors: [{ path: '', message: /JSON object/ }] },
    { why: 'format missing', doc: { id: 'x' }, errors: [{ path: 'format', message: /missing/ }] },
    {
      why: 'unknown format version',
      doc: board({ format: 'hexlos-board/2' }),
      errors: [{ path: 'format', message: /unknown format version "hexlos-board\/2"/ }],
    },
    { why: 'a map is not a board', doc: { format: 'hexlos-map/1' }, errors: [{ path: 'format', message: /map/ }] },
    { why: 'id missing', doc: board({ id: undefined }), errors: [{ path: 'id', message: /missing/ }] },
    {
      why: 'unknown terrain',
      doc: board({ hexes: { C4: { terrain: 'forest' } } }),
      errors: [{ path: 'hexes.C4.terrain', hex: 'C4', message: /unknown terrain "forest"/ }],
    },
    {
      why: 'unknown default terrain',
      doc: board({ defaultTerrain: 'lava' }),
      errors: [{ path: 'defaultTerrain', message: /unknown terrain "lava"/ }],
    },
    {
      why: 'unknown symbol and side',
      doc: board({ hexsides: [{ hex: 'C4', side: 'E', symbol: 'pink' }] }),
      errors: [
        { path: 'hexsides[0].side', hex: 'C4', message: /unknown side "E"/ },
        { path: 'hexsides[0].symbol', hex: 'C4', message: /unknown hexside symbol "pink"/ },
      ],
    },
    {
      why: 'label outside the grid',
      doc: board({ hexes: { M4: { terrain: 'woods' } } }),
      errors: [{ path: 'hexes.M4', hex: 'M4', message: /outside the grid \(columns A–L, rows 1–10\)/ }],
    },
    {
      why: 'row outside the grid',
      doc: board({ hexes: { C11: {} } }),
      errors: [{ path: 'hexes.C11', hex: 'C11', message: /outside the grid/ }],
    },
    {
      why: 'row 0 with firstRow 1',
      doc: board({ hexes: { C0: {} } }),
      errors: [{ path: 'hexes.C0', hex: 'C0', message: /outside the grid/ }],
    },
    {
      why: 'hexside label outside the grid',
      doc: board({ hexsides: [{ hex: 'Z99', side: 'N', symbol: 'green' }] }),
      errors: [{ path: 'hexsides[0].hex', hex: 'Z99', message: /outside the grid/ }],
    },
    {
      why: 'not a label',
      doc: board({ hexes: { 'C-4': {} } }),
      errors: [{ path: 'hexes.C-4', message: /not a hex label/ }],
    },
    {
      why: 'mixed letters are not a column',
      doc: board({ hexes: { AB4: {} } }),
      errors: [{ path: 'hexes.AB4', message: /not a hex label/ }],
    },
    {
      why: 'keys differing only in case',
      doc: board({ hexes: { C4: { terrain: 'woods' }, c4: { terrain: 'town' } } }),
      errors: [{ path: 'hexes.c4', hex: 'C4', message: /same hex as "C4"/ }],
    },
    {
      why: 'leading zero names the same hex',
      doc: board({ hexes: { C4: {}, C04: {} } }),
      errors: [{ path: 'hexes.C04', hex: 'C4', message: /same hex as "C4"/ }],
    },
    {
      why: 'a level that is not one of the five',
      doc: board({ hexes: { C4: { level: 'H3' } } }),
      errors: [{ path: 'hexes.C4.level', hex: 'C4', message: /unknown level "H3"/ }],
    },
    {
      why: 'gully not at G (000 gullies: depressions)',
      doc: board({ hexes: { C4: { terrain: 'gully', level: 'S1' } } }),
      errors: [{ path: 'hexes.C4.level', hex: 'C4', message: /gully's level must be G/ }],
    },
    {
      why: 'streambed not at G',
      doc: board({ hexes: { C4: { terrain: 'streambed', level: 'H1' } } }),
      errors: [{ path: 'hexes.C4.level', hex: 'C4', message: /gully's level must be G/ }],
    },
    {
      why: 'default gully not at G',
      doc: board({ defaultTerrain: 'gully', hexes: { C4: { level: 'S1' } } }),
      errors: [{ path: 'hexes.C4.level', hex: 'C4', message: /gully/ }],
    },
    {
      why: 'non-integer columns',
      doc: board({ grid: { columns: 12.5, rows: 10 } }),
      errors: [{ path: 'grid.columns', message: /whole number, not 12.5/ }],
    },
    {
      why: 'grid over 200',
      doc: board({ grid: { columns: 201, rows: 10 } }),
      errors: [{ path: 'grid.columns', message: /at most 200, not 201/ }],
    },
    {
      why: 'grid rows 0',
      doc: board({ grid: { columns: 12, rows: 0 } }),
      errors: [{ path: 'grid.rows', message: /at least 1/ }],
    },
    {
      why: 'huge number',
      doc: board({ hexes: { C4: { elevation: 1e300 } } }),
      errors: [{ path: 'hexes.C4.elevation', hex: 'C4', message: /elevation (must be at most 15|is out of range)/ }],
    },
    {
      why: 'elevation below 0',
      doc: board({ hexes: { C4: { elevation: -1 } } }),
      errors: [{ path: 'hexes.C4.elevation', hex: 'C4', message: /at least 0/ }],
    },
    {
      why: 'string for a number',
      doc: board({ grid: { columns: '12', rows: 10 } }),
      errors: [{ path: 'grid.columns', message: /must be a number, not "12"/ }],
    },
    {
      why: 'unknown feature',
      doc: board({ hexes: { C4: { features: ['moat'] } } }),
      errors: [{ path: 'hexes.C4.features[0]', hex: 'C4', message: /unknown feature "moat"/ }],
    },
    {
      why: 'hexside entry not an object',
      doc: board({ hexsides: [7] }),
      errors: [{ path: 'hexsides[0]', message: /each entry of hexsides must be an object, not 7/ }],
    },
    {
      why: 'pointy orientation is not version 1',
      doc: board({ grid: { columns: 12, rows: 10, orientation: 'pointy' } }),
      errors: [{ path: 'grid.orientation', message: /unknown orientation "pointy"/ }],
    },
  ])('$why', ({ doc, errors }) => {
    const result = parseBoard(doc);
    expect(result.ok).toBe(false);
    const found = errorsOf(result);
    expect(found).toHaveLength(errors.length);
    errors.forEach((e, i) => {
      expect(found[i].path).toBe(e.path);
      expect(found[i].hex).toBe('hex' in e ? e.hex : undefined);
      expect(found[i].message).toMatch(e.message);
    });
  });

  test('every error of a file is reported at once, and no board is returned', () => {
    const result = parseBoard(
      board({
        grid: { columns: 12, rows: 10, shifted: 'sideways' },
        hexes: { C4: { terrain: 'forest' }, Q4: {}, D4: { terrain: 'gully', level: 'H1' } },
        hexsides: [{ hex: 'C4', side: 'X', symbol: 'green' }],
      }),
    );
    expect(result).not.toHaveProperty('board');
    expect(errorsOf(result).map((e) => e.path)).toEqual(
      expect.arrayContaining(['grid.shifted', 'hexes.C4.terrain', 'hexsides[0].side', 'hexes.D4.level']),
    );
  });

  test('prototype keys are plain data: rejected as labels, ignored as unknown keys, never inherited', () => {
    const doc = JSON.parse(
      '{"format":"hexlos-board/1","id":"x","grid":{"columns":3,"rows":3},"__proto__":{"name":"inherited","hexes":{"A1":{"terrain":"woods"}}},"constructor":{"prototype":1},"hexes":{"__proto__":{"terrain":"town"},"constructor":{}}}',
    );
    const result = parseBoard(doc);
    expect(errorsOf(result)).toEqual([
      expect.objectContaining({ path: 'hexes.__proto__', message: expect.stringMatching(/not a hex label/) }),
      expect.objectContaining({ path: 'hexes.constructor', message: expect.stringMatching(/not a hex label/) }),
    ]);
    const clean = JSON.parse(
      '{"format":"hexlos-board/1","id":"x","grid":{"columns":3,"rows":3},"__proto__":{"name":"inherited","hexes":{"A1":{"terrain":"woods"}}}}',
    );
    const b = loaded(parseBoard(clean));
    expect(b.name).toBe('x');
    expect(cell(b, 'A1').terrain).toBe('clear');
    expect(({} as Record<string, unknown>).terrain).toBeUndefined();
  });
});

describe('parseBoardText', () => {
  test.each([
    {
      why: 'missing comma',
      text: '{\n  "format": "hexlos-board/1"\n  "id": "x"\n}',
      message: /^line 3, column 3: expected "," or "}"/,
    },
    { why: 'trailing comma', text: '{"a": 1,}', message: /^line 1, column 9: expected a key/ },
    { why: 'unclosed string', text: '{"a": "b}', message: /^line 1, column 7: a string is not closed/ },
    { why: 'bare word', text: '{"a": yes}', message: /^line 1, column 7: expected a value/ },
    { why: 'empty file', text: '', message: /^line 1, column 1: expected a value, found the end of the file/ },
    { why: 'two documents', text: '{} {}', message: /^line 1, column 4: unexpected/ },
  ])('a syntax error is located: $why', ({ text, message }) => {
    const errors = errorsOf(parseBoardText(text));
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(message);
  });

  test('a key written twice is an error naming its path and hex', () => {
    const text = JSON.stringify(board()).replace(/}$/, ',"hexes":{"C4":{"terrain":"woods"},"C4":{"terrain":"town"}}}');
    expect(errorsOf(parseBoardText(text))).toEqual([
      expect.objectContaining({ path: 'hexes.C4', message: expect.stringMatching(/more than once/) }),
    ]);
  });

  test('files over 5 MB are rejected before parsing', () => {
    const text = `{"pad":"${'x'.repeat(MAX_FILE_BYTES)}"}`;
    expect(errorsOf(parseBoardText(text))[0].message).toMatch(/at most 5 MB/);
  });

  test('a byte order mark is skipped and a good file loads', () => {
    expect(parseBoardText(`\ufeff${JSON.stringify(board())}`).ok).toBe(true);
  });

  test('a second byte order mark is refused where it stands', () => {
    expect(errorsOf(parseBoardText(`\ufeff\ufeff${JSON.stringify(board())}`))).toEqual([
      {
        path: '',
        message: 'line 1, column 2: a second byte-order mark (U+FEFF); a file may start with one at most: delete it',
      },
    ]);
  });

  test('deep nesting is an ordinary value, not a crash', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const result = parseBoardText(JSON.stringify(board()).replace(/}$/, `,"extra":${deep}}`));
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([expect.objectContaining({ path: 'extra' })]);
  });
});

describe("loadBoardOrMap without the designer's lint (the CLI's queries)", () => {
  // An orange side between two ground hexes is a lint warning (lint.ts); `extra` is the file's own warning.
  const doc = board({ extra: 1, hexsides: [{ hex: 'C4', side: 'N', symbol: 'orange' }] });
  const noRefs = async (): Promise<undefined> => undefined;

  test("the same board, with the file's own warnings and none of the lint's", async () => {
    const linted = await loadBoardOrMap(doc, noRefs);
    const unlinted = await loadBoardOrMap(doc, noRefs, { lint: false });
    expect(linted.warnings.map((w) => w.path)).toEqual(['extra', 'hexsides[0]']);
    expect(unlinted.warnings.map((w) => w.path)).toEqual(['extra']);
    expect(loaded(unlinted)).toEqual(loaded(linted));
  });

  test('an invalid file reports the same errors either way', async () => {
    const bad = board({ hexes: { C4: { terrain: 'lava' } } });
    expect(await loadBoardOrMap(bad, noRefs, { lint: false })).toEqual(await loadBoardOrMap(bad, noRefs));
  });
});
