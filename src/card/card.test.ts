// The verdict card read back (docs/card.md): its SVG's text layer says the
// verdict, the pair, the rule set, the readings, the reasons, the board's
// fingerprint, the version and the link; its QR code, rasterised by the same
// renderer the command line uses, decodes back to the link; and its pixels
// show the line and the deciding sides where the map puts them. Each row
// names the rule text its verdict rests on. The PNGs are written to
// e2e/screenshots/cards/ to be looked at.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, test } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { readSharedView } from '../board/share-link.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { RULE_SET_IDS, type RuleSetId } from '../engine/rules/ids.ts';
import { evaluateLos, ruleSet } from '../engine/rules/index.ts';
import type { Readings } from '../engine/rules/readings.ts';
import type { Board } from '../engine/types.ts';
import { canonicalBoardText, boardFingerprint } from './fingerprint.ts';
import { verdictCardInput, type VerdictCardInput } from './input.ts';
import { verdictCardMarkdown } from './markdown.ts';
import { renderCardPng, type CardRaster } from './node-card-png.ts';
import { RULE_SET_NAMES } from './rule-set-names.ts';
import { cardPixelOf, verdictCardSvg, wrapText } from './svg.ts';

const APP = 'https://hexlos.example/app/';
const SHOTS = join(import.meta.dirname, '../../e2e/screenshots/cards');

const boards = new Map<string, Board>();
async function board(name: string): Promise<Board> {
  const known = boards.get(name);
  if (known) return known;
  const loaded = await loadBoardFile(join(import.meta.dirname, `../../boards/${name}.json`), { lint: false });
  if (!loaded.ok) throw new Error(`${name} did not load`);
  boards.set(name, loaded.board);
  return loaded.board;
}

interface CardRow {
  readonly name: string;
  /** The rule text the verdict rests on. */
  readonly note: string;
  readonly board: string;
  readonly from: string;
  readonly to: string;
  readonly rules: RuleSetId;
  readonly readings?: Partial<Readings>;
  readonly verdict: 'CLEAR' | 'BLOCKED';
  /** Words the card's reasons must say. */
  readonly says: RegExp;
  /** The readings in force the card names, in players' words. */
  readonly readingsSaid: readonly RegExp[];
  /** The dispute the card names, if any. */
  readonly dispute?: RegExp;
  readonly pair: string;
}

const ROWS: readonly CardRow[] = [
  {
    name: 'clear',
    note: '000 B',
    board: 'ridge-and-river',
    from: 'C2',
    to: 'D6',
    rules: 'arvold',
    verdict: 'CLEAR',
    says: /green \(woods\) hexside between C3 and C4/,
    readingsSaid: [],
    pair: 'C2 (ground) → D6 (level 1 slope) · range 5',
  },
  {
    name: 'blocked',
    note: '000 O',
    board: 'ridge-and-river',
    from: 'A1',
    to: 'A4',
    rules: 'arvold',
    verdict: 'BLOCKED',
    says: /green \(woods\) hexside between A2 and A3/,
    readingsSaid: [],
    pair: 'A1 (ground) → A4 (ground) · range 3',
  },
  {
    name: 'disputed',
    note: '000 L',
    board: 'ridge-and-river',
    from: 'C9',
    to: 'F4',
    rules: 'arvold',
    verdict: 'CLEAR',
    says: /orange/,
    readingsSaid: [],
    dispute: /Under the other reading of 000 note L \(orange and purple counted together\) this line is BLOCKED/,
    pair: 'C9',
  },
  {
    name: 'house-reading',
    note: '000 L',
    board: 'ridge-and-river',
    from: 'C9',
    to: 'F4',
    rules: 'arvold',
    readings: { noteL: 'together' },
    verdict: 'BLOCKED',
    says: /orange/,
    readingsSaid: [/000 note L: orange and purple counted together/],
    dispute: /this line is CLEAR/,
    pair: 'C9',
  },
  {
    name: 'tagg',
    note: '002 line 10',
    board: 'hill-country',
    from: 'D7',
    to: 'J4',
    rules: 'tagg',
    verdict: 'CLEAR',
    says: /extreme slope hexside between I5 and J4/,
    readingsSaid: [],
    pair: 'D7 (elevation',
  },
  {
    name: 'tagg-blocked',
    note: '002 line 6',
    board: 'hill-country',
    from: 'B2',
    to: 'J8',
    rules: 'tagg',
    verdict: 'BLOCKED',
    says: /H7 \(level 3\) stands at the level of the higher unit/,
    readingsSaid: [],
    pair: 'B2 (elevation 1) → J8 (elevation 3) · range 10',
  },
];

async function cardOf(row: CardRow, reasonsShown?: number): Promise<{ card: VerdictCardInput; board: Board }> {
  const b = await board(row.board);
  const result = evaluateLos(b, {
    from: hexByLabel(b, row.from)!,
    to: hexByLabel(b, row.to)!,
    rules: row.rules,
    trace: 'hex',
    readings: row.readings,
  });
  return {
    board: b,
    card: verdictCardInput(b, result, { version: '9.8.7', appUrl: APP, readings: row.readings, reasonsShown }),
  };
}

const unescapeXml = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Every <text> of a class, its lines joined with spaces (a wrapped sentence read back whole). */
function textsOf(svg: string, cls: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(/<text class="([\w-]+)"[^>]*>(.*?)<\/text>/g)) {
    if (m[1] !== cls) continue;
    const lines = [...m[2].matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((t) => unescapeXml(t[1]));
    out.push(lines.length ? lines.join(' ') : unescapeXml(m[2]));
  }
  return out;
}

const rasters = new Map<string, CardRaster>();

describe.each(ROWS)('the $name card ($note)', (row) => {
  let card: VerdictCardInput;
  let svg: string;
  beforeAll(async () => {
    ({ card } = await cardOf(row));
    svg = verdictCardSvg(card);
    const raster = await renderCardPng(svg);
    rasters.set(row.name, raster);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, `card-${row.name}.png`), raster.png);
  });

  test('its text layer says the verdict, the pair, the rule set and trace, and the board with its fingerprint', () => {
    expect(textsOf(svg, 'verdict')).toEqual([row.verdict]);
    expect(textsOf(svg, 'pair')[0]).toContain(row.pair);
    expect(textsOf(svg, 'rules')[0]).toMatch(new RegExp(`^${card.rules.name.replace(/[()]/g, '\\$&')} · hex-traced`));
    expect(textsOf(svg, 'board')[0]).toBe(`Board: ${card.board.name}`);
    expect(textsOf(svg, 'fingerprint')).toEqual([`Board fingerprint ${card.board.fingerprint}`]);
    expect(textsOf(svg, 'version')).toEqual(['HexLOS 9.8.7']);
  });

  test('its text layer says the reasons, the readings in force and the dispute', () => {
    expect(textsOf(svg, 'reason').join(' ')).toMatch(row.says);
    const readings = textsOf(svg, 'reading').join(' ');
    if (row.readingsSaid.length === 0) expect(readings).toBe("HexLOS's own readings throughout.");
    for (const said of row.readingsSaid) expect(readings).toMatch(said);
    if (row.dispute) expect(textsOf(svg, 'dispute').join(' ')).toMatch(row.dispute);
    else expect(textsOf(svg, 'dispute')).toEqual([]);
  });

  test('its link, as text, reopens the same question', () => {
    expect(textsOf(svg, 'link').join('').replace(/ /g, '')).toBe(card.link);
    expect(card.link.startsWith(`${APP}#`)).toBe(true);
    const view = readSharedView(card.link.slice(APP.length));
    expect(view).toMatchObject({ board: row.board, rules: row.rules, trace: 'hex', from: row.from, to: row.to });
    expect(view.readings ?? {}).toEqual(row.readings ?? {});
  });

  test('its QR code, rendered to PNG, decodes back to the link', () => {
    const raster = rasters.get(row.name)!;
    const code = jsQR(new Uint8ClampedArray(raster.pixels), raster.width, raster.height);
    expect(code?.data).toBe(card.link);
  });

  test('its content is plain data: it crosses from the worker to the page as it is', () => {
    expect(structuredClone(card)).toEqual(card);
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  test('its text form says the same, with the link', () => {
    const md = verdictCardMarkdown(card);
    expect(md).toContain(`**${row.verdict}**`);
    expect(md).toContain(card.board.fingerprint);
    expect(md).toContain('HexLOS 9.8.7');
    expect(md).toContain(`<${card.link}>`);
    expect(md.replace(/\\/g, '')).toMatch(row.says);
    if (row.dispute) expect(md).toMatch(row.dispute);
    for (const said of row.readingsSaid) expect(md).toMatch(said);
  });
});

/** The RGBA of a card pixel. */
function pixel(raster: CardRaster, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * raster.width + Math.round(x)) * 4;
  return [raster.pixels[i], raster.pixels[i + 1], raster.pixels[i + 2]];
}

describe('the card draws the line and the deciding sides where the map puts them', () => {
  test('000 O: the blocking green side A2/A3 has its dark core at its middle, magenta beside it and a bar across each end', async () => {
    const { card } = await cardOf(ROWS[1]);
    const raster = await renderCardPng(verdictCardSvg(card));
    const [side] = card.map.deciding;
    if (side.kind !== 'side') throw new Error('expected a deciding hexside');
    const middle = cardPixelOf(card, { x: (side.x1 + side.x2) / 2, y: (side.y1 + side.y2) / 2 });
    const [r, g, b] = pixel(raster, middle.x, middle.y);
    expect(Math.max(r, g, b)).toBeLessThan(80);
    // Beside the core, across the side: the magenta (#ff1fce).
    const a = cardPixelOf(card, { x: side.x1, y: side.y1 });
    const z = cardPixelOf(card, { x: side.x2, y: side.y2 });
    const len = Math.hypot(z.x - a.x, z.y - a.y);
    const [nx, ny] = [-(z.y - a.y) / len, (z.x - a.x) / len];
    const quarter = { x: a.x + (z.x - a.x) * 0.3, y: a.y + (z.y - a.y) * 0.3 };
    const beside = pixel(raster, quarter.x + nx * 3, quarter.y + ny * 3);
    expect(beside[0]).toBeGreaterThan(200);
    expect(beside[1]).toBeLessThan(110);
    expect(beside[2]).toBeGreaterThan(150);
    // The end bars reach beyond the magenta stroke: dark pixels off the side's line at each end.
    for (const end of [a, z]) {
      const bar = pixel(raster, end.x + nx * 9, end.y + ny * 9);
      expect(Math.max(...bar)).toBeLessThan(80);
    }
  });

  test('000 B: the traced line is white between the two units, over the candidate hexes', async () => {
    const { card } = await cardOf(ROWS[0]);
    const raster = await renderCardPng(verdictCardSvg(card));
    const { firer, target } = card.map;
    for (const t of [0.35, 0.65]) {
      const p = cardPixelOf(card, { x: firer.x + (target.x - firer.x) * t, y: firer.y + (target.y - firer.y) * t });
      // The brightest of the nine pixels round the point: the stroke is 3 pixels wide, its edges smoothed.
      const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => Math.min(...pixel(raster, p.x + dx, p.y + dy))));
      expect(Math.max(...around)).toBeGreaterThan(235);
    }
    // The firer's ring in its blue (#1746c2) on the hex's east corner side.
    const ring = cardPixelOf(card, { x: firer.x + 0.82, y: firer.y });
    const [r, g, b] = pixel(raster, ring.x, ring.y);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(80);
    expect(g).toBeLessThan(120);
  });
});

describe('the deciding hexes of an elevation board (002 line 6)', () => {
  test('each contention hex is ringed in magenta or its dark dashed core, and tinted inside', async () => {
    const { card } = await cardOf(ROWS[5]);
    const raster = await renderCardPng(verdictCardSvg(card));
    const hexes = card.map.deciding.filter((p) => p.kind === 'hex');
    expect(hexes).toHaveLength(3);
    const scale = 600 / card.map.view.size;
    for (const h of hexes) {
      if (h.kind !== 'hex') continue;
      const centre = cardPixelOf(card, h);
      // On the ring, half way between two corners (the flat side), magenta or the dark core over it.
      for (const side of [0, 1, 2, 3, 4, 5]) {
        const a = (Math.PI / 3) * (side + 0.5);
        const r = (scale - 2) * Math.cos(Math.PI / 6);
        const [red, green, blue] = pixel(raster, centre.x + r * Math.cos(a), centre.y + r * Math.sin(a));
        // Magenta, or the core over it and its smoothed edge: magenta's hue at any lightness, or near black.
        const magenta = red > green + 40 && blue > green + 30;
        const dark = Math.max(red, green, blue) < 80;
        expect(magenta || dark, `${JSON.stringify(h)} side ${side}: ${red},${green},${blue}`).toBe(true);
      }
    }
  });
});

describe('folding the reasons (docs/card.md, "Folding")', () => {
  test('001 clarification 3 and 000 O: three reasons shown one at a time say "and 2 more"', async () => {
    const row: CardRow = { ...ROWS[1], from: 'A1', to: 'B5' };
    const { card } = await cardOf(row, 1);
    expect(card.reasons).toHaveLength(1);
    expect(card.moreReasons).toBe(2);
    expect(textsOf(verdictCardSvg(card), 'more-reasons')).toEqual(['and 2 more']);
    expect(verdictCardMarkdown(card)).toContain('- and 2 more');
  });

  test('a rule text named by several reasons is quoted once, under the first', async () => {
    const row: CardRow = { ...ROWS[1], from: 'A1', to: 'C6' };
    const { card } = await cardOf(row);
    const quoted = card.reasons.flatMap((r) => r.citations.map((c) => c.name));
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('the fingerprint (docs/card.md, "The fingerprint")', () => {
  test('twelve hexadecimal digits in groups of three', async () => {
    expect(boardFingerprint(await board('ridge-and-river'))).toMatch(/^[0-9a-f]{3}(-[0-9a-f]{3}){3}$/);
  });

  test('the same board written with its keys in another order and other white space has the same fingerprint', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseBoardText } = await import('../board/parse.ts');
    const text = readFileSync(join(import.meta.dirname, '../../boards/ridge-and-river.json'), 'utf8');
    const doc = JSON.parse(text) as Record<string, unknown>;
    const original = await board('ridge-and-river');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }), (seed, indent) => {
        // Keys in a shuffled order, at every depth.
        let s = seed;
        const shuffle = (v: unknown): unknown => {
          if (Array.isArray(v)) return v.map(shuffle);
          if (v && typeof v === 'object') {
            const entries = Object.entries(v).map(([k, x]) => [k, shuffle(x)] as const);
            for (let i = entries.length - 1; i > 0; i--) {
              s = (s * 48271) % 2147483647;
              const j = s % (i + 1);
              [entries[i], entries[j]] = [entries[j], entries[i]];
            }
            return Object.fromEntries(entries);
          }
          return v;
        };
        const reloaded = parseBoardText(JSON.stringify(shuffle(doc), null, indent));
        if (!reloaded.ok) throw new Error('the reshuffled board did not load');
        return boardFingerprint(reloaded.board) === boardFingerprint(original);
      }),
      { numRuns: 12 },
    );
  });

  test('any hex changed in terrain or elevation changes the fingerprint', async () => {
    const original = await board('ridge-and-river');
    const cells = [...original.cells.values()];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cells.length - 1 }), fc.boolean(), (i, terrain) => {
        const cell = cells[i];
        const changed = terrain
          ? { ...cell, terrain: cell.terrain === 'woods' ? ('clear' as const) : ('woods' as const) }
          : { ...cell, elevation: cell.elevation + 1 };
        const other: Board = { ...original, cells: new Map(original.cells).set(cell.key, changed) };
        return (
          canonicalBoardText(other) !== canonicalBoardText(original) &&
          boardFingerprint(other) !== boardFingerprint(original)
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe("wrapping the card's text", () => {
  test('every word is kept, in order, and no line runs past the column (unless one word is longer)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { maxLength: 60 }),
        fc.integer({ min: 12, max: 24 }),
        (words, size) => {
          const lines = wrapText(words.join(' '), size, 400);
          expect(lines.join(' ').split(' ').filter(Boolean)).toEqual(words);
          const perLine = Math.floor(400 / (size * 0.56));
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
        },
      ),
    );
  });
});

describe('one picture on every device (docs/card.md)', () => {
  test('the same verdict gives the same SVG, byte for byte, and the same PNG', async () => {
    const first = verdictCardSvg((await cardOf(ROWS[2])).card);
    boards.clear();
    const again = verdictCardSvg((await cardOf(ROWS[2])).card);
    expect(again).toBe(first);
    expect(Buffer.from((await renderCardPng(again)).png).equals(Buffer.from((await renderCardPng(first)).png))).toBe(
      true,
    );
  });

  test('a reader without the font is given it inside the SVG; the renderer that has it draws the same card', async () => {
    const { card } = await cardOf(ROWS[0]);
    const faces = [
      { weight: 'normal' as const, src: 'data:font/ttf;base64,AAAA' },
      { weight: 'bold' as const, src: 'data:font/ttf;base64,BBBB' },
    ];
    const svg = verdictCardSvg(card, { fontFaces: faces });
    expect(svg).toContain(
      `<style>@font-face{font-family:'DejaVu Sans';font-weight:normal;src:url(&quot;data:font/ttf;base64,AAAA&quot;)}@font-face{font-family:'DejaVu Sans';font-weight:bold;src:url(&quot;data:font/ttf;base64,BBBB&quot;)}</style>`,
    );
    const plain = await renderCardPng(verdictCardSvg(card));
    const styled = await renderCardPng(svg);
    expect(Buffer.from(styled.pixels).equals(Buffer.from(plain.pixels))).toBe(true);
  });
});

describe("the rule sets' names", () => {
  test.each(RULE_SET_IDS)('%s: the card prints the rule set by its own name', (id) => {
    expect(RULE_SET_NAMES[id]).toBe(ruleSet(id).name);
  });
});

describe('the header is never broken', () => {
  test('a long pair or rule-set line is set smaller until it fits beside the verdict word', async () => {
    const { card } = await cardOf(ROWS[1]);
    const long = {
      ...card,
      from: { label: '1-C12', place: 'level 1 hilltop / level 2 slope' },
      to: { label: '3-GG15', place: 'level 2 hilltop' },
      routes: { blocked: '12345', count: '67890' },
    };
    const svg = verdictCardSvg(long);
    const sizeOf = (cls: string) => Number(new RegExp(`<text class="${cls}"[^>]*font-size="([\\d.]+)"`).exec(svg)![1]);
    const room = 1200 - 32 - (32 + 330);
    expect(sizeOf('pair')).toBeLessThan(24);
    expect(sizeOf('pair') * textsOf(svg, 'pair')[0].length * 0.64).toBeLessThanOrEqual(room);
    expect(sizeOf('rules') * textsOf(svg, 'rules')[0].length * 0.56).toBeLessThanOrEqual(room);
    expect(sizeOf('verdict')).toBe(60);
  });
});
