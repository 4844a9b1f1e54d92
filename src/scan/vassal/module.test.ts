// Modules made by the tests (testing/make-module.ts): the boards listed with
// their grids, the grid placed from the module on both `sideways` values, in
// a ZonedGrid, under both buildFile names, and the proposals read off the
// image scored against the printed board; hostile archives refused with the
// entry or XML path named, quickly and within a bounded memory.

import { deflateSync, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';

import { ModuleError } from '../../board/zip.ts';
import { edgeHexes, neighbour } from '../../engine/hex/axial.ts';
import { axialToOffset, offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import { boundUnderLoad } from '../../node-load-bound.ts';
import { decodeImage } from '../node-image.ts';
import type { ScanResult } from '../request.ts';
import { randomTruth, type TruthBoard } from '../testing/photo.ts';
import { readBoardImage, readModule } from './module.ts';
import { namePart } from './numbering.ts';
import { placeGrid, type Placement } from './placement.ts';
import { scanModuleBoard, summarise } from './scan-board.ts';
import { encodePng, makeModule, moduleImage, withDeclaredSize } from './testing/make-module.ts';

const LETTERS = {
  first: 'H',
  sep: '',
  hType: 'A',
  vType: 'N',
  hLeading: '0',
  vLeading: '0',
  hOff: '0',
  vOff: '1',
  stagger: 'false',
};

/** Proposals scored through the placement's raw cells, so a turned board is compared with the printed one. */
function scoreRaw(truth: TruthBoard, result: ScanResult, p: Placement) {
  const cellOf = (label: string) => parseCellLabel(label, p.firstRow)!;
  const rawKey = (column: number, row: number) => {
    const { nx, ny } = p.raw(column, row);
    return `${nx},${ny}`;
  };
  const pair = (a: string, b: string, symbol: string) => `${[a, b].sort().join('|')}|${symbol}`;
  const onBoard = new Set<string>();
  for (let column = 0; column < p.grid.columns; column++)
    for (let row = 0; row < p.grid.rows; row++) onBoard.add(rawKey(column, row));
  const expected = new Set<string>();
  for (const [key, symbols] of truth.edges) {
    const [ha, hb] = edgeHexes(key);
    const a = axialToOffset(ha, 'odd');
    const b = axialToOffset(hb, 'odd');
    if (!onBoard.has(`${a.column},${a.row}`) || !onBoard.has(`${b.column},${b.row}`)) continue;
    for (const s of symbols) expected.add(pair(`${a.column},${a.row}`, `${b.column},${b.row}`, s));
  }
  let hit = 0;
  const misses: string[] = [];
  for (const s of result.hexsides) {
    const c = cellOf(s.hex);
    const n = axialToOffset(neighbour(offsetToAxial(c, p.grid.shifted), s.side), p.grid.shifted);
    const key = pair(rawKey(c.column, c.row), rawKey(n.column, n.row), s.symbol);
    if (expected.has(key)) hit++;
    else misses.push(`${s.hex} ${s.side} ${s.symbol}: ${key}`);
  }
  let right = 0;
  for (const h of result.hexes) {
    const { nx, ny } = p.raw(h.column, h.row);
    if (truth.terrain.get(`${nx},${ny}`) === h.terrain) right++;
  }
  return {
    misses,
    precision: hit / Math.max(1, result.hexsides.length),
    recall: hit / Math.max(1, expected.size),
    terrain: right / result.hexes.length,
  };
}

const truth = randomTruth(41, 12, 9);

function scanned(sideways: boolean, numbering?: Record<string, string>) {
  const m = moduleImage(truth, { seed: 41, hexWidth: 56, sideways, numbering });
  const bytes = makeModule([{ name: 'Ridge', image: 'ridge.png', grid: m.grid }], { 'ridge.png': encodePng(m.image) });
  const module = readModule(bytes);
  const decoded = decodeImage(readBoardImage(module, module.boards[0]));
  if (!decoded.ok) throw new Error(decoded.message);
  return { ...scanModuleBoard(module.boards[0], decoded.image, m.samples, 'test'), module, m };
}

describe('a module board read with the grid placed from the module', () => {
  test.each([
    {
      why: 'upright, letters and numbers from A1',
      sideways: false,
      numbering: LETTERS,
      turn: 'as printed',
      maps: true,
      first: 'A1',
    },
    {
      why: "upright, VASSAL's default numbering (numbers both ways, staggered): does not map",
      sideways: false,
      numbering: {},
      turn: 'as printed',
      maps: false,
      first: 'A1',
    },
    {
      why: 'upright, staggered letters: rows climb in odd columns (B1 is above the image, so the board starts at row 2)',
      sideways: false,
      numbering: { ...LETTERS, stagger: 'true' },
      turn: 'as printed',
      maps: true,
      first: 'A2',
    },
    {
      why: 'upright, rows numbered from 0',
      sideways: false,
      numbering: { ...LETTERS, vOff: '0' },
      turn: 'as printed',
      maps: true,
      first: 'A0',
    },
    {
      why: 'sideways, letters running against the raw columns: turned 90° clockwise',
      sideways: true,
      numbering: { ...LETTERS, vDescend: 'true', hOff: '-1' },
      turn: 'turned 90° clockwise',
      maps: true,
      first: 'A1',
    },
    {
      why: "sideways, letters along the raw columns (a mirror image of HexLOS's order): does not map",
      sideways: true,
      numbering: LETTERS,
      turn: 'turned 90° clockwise',
      maps: false,
      first: 'A1',
    },
  ])(
    '$why',
    ({ sideways, numbering, turn, maps, first }) => {
      const { placement, result } = scanned(sideways, numbering);
      expect(placement.turn).toBe(turn);
      expect(placement.numbering.maps, placement.numbering.maps ? '' : placement.numbering.reason).toBe(maps);
      expect(result.hexes[0].label).toBe(first);
      const score = scoreRaw(truth, result, placement);
      expect(score.precision, score.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
      expect(score.recall).toBeGreaterThanOrEqual(0.98);
      expect(score.terrain).toBeGreaterThanOrEqual(0.98);
    },
    60_000,
  );

  test('the whole printed board is placed: 12 × 9 hexes, corners on the printed centres', () => {
    const { placement, m } = scanned(false, LETTERS);
    expect(placement.grid).toEqual({ columns: 12, rows: 9, shifted: 'odd' });
    expect(placement.corners[0]).toEqual({ x: m.grid.x0, y: m.grid.y0 });
  }, 60_000);
});

describe("placeGrid: VASSAL's geometry, exactly", () => {
  const grid = (over: Partial<Parameters<typeof placeGrid>[0]> = {}) => ({
    dx: '60',
    dy: '70',
    x0: '30',
    y0: '35',
    sideways: false,
    ...over,
  });
  test.each([
    {
      why: 'centres on the edges count (half hexes)',
      g: grid({ x0: '0', y0: '0' }),
      w: 600,
      h: 700,
      columns: 11,
      rows: 10,
      shifted: 'odd',
    },
    { why: 'odd raw columns sit half a hex lower', g: grid(), w: 600, h: 700, columns: 10, rows: 10, shifted: 'odd' },
    {
      why: "the first raw column on the image is odd: HexLOS's even columns are the lower",
      g: grid({ x0: '-30' }),
      w: 600,
      h: 700,
      columns: 10,
      rows: 10,
      shifted: 'even',
    },
    {
      why: 'sideways swaps the axes: raw columns run down the image',
      g: grid({ sideways: true }),
      w: 700,
      h: 600,
      columns: 10,
      rows: 10,
      shifted: 'even',
    },
    {
      why: 'decimals as written, no rounding: 17 columns of 55.42562584220407 px end on the 886.81 px edge',
      g: grid({ dx: '55.42562584220407', x0: '0' }),
      w: 887,
      h: 700,
      columns: 17,
      rows: 10,
      shifted: 'odd',
    },
  ])('$why', ({ g, w, h, columns, rows, shifted }) => {
    const p = placeGrid(g, w, h, undefined, 'test');
    expect(p.grid).toEqual({ columns, rows, shifted });
  });

  test('a zone places its grid in its own box', () => {
    const p = placeGrid(grid(), 1200, 700, { x: 600, y: 0, width: 600, height: 700 }, 'test');
    expect(p.grid.columns).toBe(10);
    expect(p.corners[0].x).toBe(630);
  });

  test.each([
    { why: 'hexes wider than the image', g: grid({ dx: '5000' }), message: /covers 1 × 10 hexes .* at least 2 × 2/ },
    { why: 'hexes of a thousandth of a pixel', g: grid({ dx: '0.001', dy: '0.001' }), message: /at most 200 × 200/ },
  ])('refused: $why', ({ g, message }) => {
    expect(() => placeGrid(g, 600, 700, undefined, 'buildFile.xml:/X')).toThrow(message);
  });

  test("VASSAL's alphabetic parts double letters as HexLOS does (Z, AA, BB)", () => {
    expect([0, 25, 26, 27, 52].map((n) => namePart(n, 'A', 0))).toEqual(['A', 'Z', 'AA', 'BB', 'AAA']);
    expect(namePart(7, 'N', 2)).toBe('007');
  });
});

const tiny = () => moduleImage(randomTruth(5, 4, 3), { seed: 5, hexWidth: 30, numbering: LETTERS });

describe('the module as a whole', () => {
  test('two boards, the old buildFile name, and a ZonedGrid with a zone per grid', () => {
    const a = tiny();
    const zones = [
      {
        name: 'West',
        path: `0,0;${a.image.width},0;${a.image.width},${a.image.height};0,${a.image.height}`,
        grid: a.grid,
      },
      { name: 'Strip', path: '0,0;10,0;10,10;0,10', grid: a.grid },
    ];
    const bytes = makeModule(
      [
        { name: 'One', image: 'one.png', grid: a.grid },
        { name: 'Two', image: 'two.png', zones },
      ],
      { 'one.png': encodePng(a.image), 'two.png': encodePng(a.image) },
      'buildFile',
    );
    const m = readModule(bytes);
    expect(m.buildFile).toBe('buildFile');
    expect(m.boards.map((b) => b.name)).toEqual(['One', 'Two / West', 'Two / Strip']);
    expect(m.boards[1].area).toEqual({ x: 0, y: 0, width: a.image.width, height: a.image.height });
    const size = { width: a.image.width, height: a.image.height };
    const listed = m.boards.map((b) => summarise(b, size, 'x'));
    expect(listed[0]).toMatchObject({ grid: { columns: 4, rows: 3 }, numbering: { maps: true, firstRow: 1 } });
    expect(listed[1]).toMatchObject({ grid: { columns: 4, rows: 3 } });
    expect(listed[2].problem).toMatch(/at least 2 × 2/);
  });

  const located = (
    bytes: Uint8Array,
    where: RegExp,
    message: RegExp,
    read = (m: ReturnType<typeof readModule>) => m,
  ) => {
    const started = performance.now();
    let error: unknown;
    try {
      const m = readModule(bytes);
      readBoardImage(read(m), m.boards[0]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ModuleError);
    expect((error as ModuleError).where).toMatch(where);
    expect((error as ModuleError).message).toMatch(message);
    expect(performance.now() - started).toBeLessThan(boundUnderLoad(5_000));
  };
  const xml = (text: string) => zipSync({ 'buildFile.xml': new TextEncoder().encode(text) });
  const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">${Array.from({ length: 7 }, (_, i) => `<!ENTITY lol${i + 3} "${`&lol${i + 2};`.repeat(10)}">`).join('')}]>\n<VASSAL.build.GameModule name="&lol9;"/>`;

  test.each([
    {
      why: 'not a zip',
      bytes: () => new TextEncoder().encode('hello, not a module'),
      where: /^zip$/,
      message: /not a zip archive/,
    },
    {
      why: 'a zip cut in half',
      bytes: () =>
        makeModule([{ name: 'A', image: 'a.png', grid: tiny().grid }], { 'a.png': encodePng(tiny().image) }).slice(
          0,
          300,
        ),
      where: /^zip$/,
      message: /not a zip archive|damaged/,
    },
    {
      why: 'no buildFile',
      bytes: () => zipSync({ 'readme.txt': new Uint8Array(3) }),
      where: /^zip$/,
      message: /no buildFile\.xml/,
    },
    {
      why: 'billion laughs',
      bytes: () => xml(laughs),
      where: /^buildFile\.xml:\/$/,
      message: /line 2: a <!DOCTYPE> declaration: document types and entities are refused/,
    },
    {
      why: 'an external entity inside an element',
      bytes: () =>
        xml('<VASSAL.build.GameModule>\n  <x>\n<!ENTITY e SYSTEM "file:///etc/passwd"></x></VASSAL.build.GameModule>'),
      where: /^buildFile\.xml:\/VASSAL\.build\.GameModule\/x$/,
      message: /line 3: a <!ENTITY> declaration/,
    },
    {
      why: 'an undeclared entity in an attribute',
      bytes: () => xml('<VASSAL.build.GameModule name="&lol9;"/>'),
      where: /^buildFile\.xml:\/VASSAL\.build\.GameModule$/,
      message: /&lol9; is not one of XML's five/,
    },
    {
      why: 'elements nested 10,000 deep',
      bytes: () => xml(`${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`),
      where: /^buildFile\.xml:\/a\/a\/a\/a\/…\(192 more\)…\/a\/a\/a\/a$/,
      message: /nested more than 200 deep/,
    },
    {
      why: 'an element never closed',
      bytes: () => xml('<VASSAL.build.GameModule><VASSAL.build.module.Map>'),
      where: /Map$/,
      message: /ends inside <VASSAL.build.module.Map>/,
    },
    {
      why: 'a buildFile that is not UTF-8',
      bytes: () => zipSync({ 'buildFile.xml': Uint8Array.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]) }),
      where: /^zip:buildFile\.xml$/,
      message: /not UTF-8/,
    },
    {
      why: 'a zip bomb: 64 MiB of zeros behind a header that declares 1,000 bytes',
      bytes: () =>
        withDeclaredSize(zipSync({ 'buildFile.xml': new Uint8Array(64 << 20) }, { level: 9 }), 'buildFile.xml', 1000),
      where: /^zip:buildFile\.xml$/,
      message: /inflates past its declared 1000 bytes/,
    },
    {
      why: 'a zip bomb declaring a ratio of 1,000,000 : 1',
      bytes: () =>
        withDeclaredSize(zipSync({ 'buildFile.xml': deflateSync(new Uint8Array(10)) }), 'buildFile.xml', 20_000_000),
      where: /^zip:buildFile\.xml$/,
      message: /zip bomb/,
    },
    {
      why: 'a buildFile of 100 MiB',
      bytes: () => withDeclaredSize(zipSync({ 'buildFile.xml': new Uint8Array(200_000) }), 'buildFile.xml', 100 << 20),
      where: /^zip:buildFile\.xml$/,
      message: /zip bomb|at most/,
    },
    {
      why: 'entries declaring 4 GiB in all',
      bytes: () => {
        let z: Uint8Array = zipSync(
          Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`images/${i}.png`, new Uint8Array(200_000)])),
        );
        for (let i = 0; i < 40; i++) z = withDeclaredSize(z, `images/${i}.png`, 120 << 20);
        return z;
      },
      where: /^zip:images\/\d+\.png$/,
      message: /more than 4096 MiB|zip bomb/,
    },
    {
      why: 'a board whose image is not in the module',
      bytes: () => makeModule([{ name: 'A', image: 'gone.png', grid: tiny().grid }], {}),
      where: /^zip:images\/gone\.png$/,
      message: /names an image the module does not hold/,
    },
    {
      why: 'a grid with dx="-5"',
      bytes: () => makeModule([{ name: 'A', image: 'a.png', grid: { ...tiny().grid, dx: '-5' } }], {}),
      where: /HexGrid$/,
      message: /dx="-5" is not a positive number/,
    },
  ])(
    'refused with its place named: $why',
    ({ bytes, where, message }) => {
      located(bytes(), where, message);
    },
    60_000,
  );
});
