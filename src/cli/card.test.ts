// `hexlos card` as it ships (the built bundle, a real process): the card as
// PNG and SVG and its text form say the verdict the engine gives, under the
// options of `los`; wrong usage and an unwritable file are named, exit 2 and
// 1, without a stack trace (README.md, "The command line"; docs/card.md).

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';

import { hexlosProcess } from './testing.ts';

const out = mkdtempSync(join(tmpdir(), 'hexlos-card-'));
const APP = 'https://hexlos.example/';

describe('hexlos card', () => {
  test('000 O: a PNG whose QR code reads back to the link, the link printed with what was written', () => {
    const file = join(out, 'blocked.png');
    const r = hexlosProcess(['card', 'ridge-and-river', 'a1', 'A4', '-o', file, '--app-url', APP]);
    expect(r.status, r.stderr).toBe(0);
    const link = `${APP}#board=ridge-and-river&rules=arvold&trace=hex&from=A1&to=A4`;
    expect(r.stdout).toBe(`wrote ${file}: BLOCKED A1 → A4, ${link}\n`);
    const png = PNG.sync.read(readFileSync(file));
    expect(png.width).toBe(1200);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  });

  test('000 L under the house reading: the SVG and the text both name the reading in force and the dispute', () => {
    const file = join(out, 'reading.SVG');
    const args = ['card', 'ridge-and-river', 'C9', 'F4', '--reading', 'noteL=together'];
    const r = hexlosProcess([...args, '-o', file, '--markdown']);
    expect(r.status, r.stderr).toBe(0);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('000 note L: orange and purple counted together');
    expect(r.stdout).toMatch(/^\*\*BLOCKED\*\* C9 \(ground\) → F4 \(level 2 hilltop\) · range 6\n/);
    expect(r.stdout).toContain('- 000 note L: orange and purple counted together');
    expect(r.stdout).toContain('(orange and purple counted separately) this line is CLEAR');
    expect(r.stdout).toContain(
      'Open this verdict: <#board=ridge-and-river&rules=arvold&trace=hex&from=C9&to=F4&reading.noteL=together>',
    );
  });

  test('004 does not read 000 note L: the text form names the house reading as ignored, as los does', () => {
    const r = hexlosProcess([
      'card',
      'ridge-and-river',
      'C2',
      'G5',
      '--rules',
      'tgx',
      '--reading',
      'noteL=together',
      '--markdown',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("- HexLOS's own readings throughout.");
    expect(r.stdout).toContain(
      '- Tactical GameX Terrain Elevation Table does not read 000 note L: the house reading noteL=together, orange and purple counted together, is ignored.',
    );
  });

  test('002: a Tagg card on an elevation board, with --json saying what the card says', () => {
    const file = join(out, 'tagg.svg');
    const r = hexlosProcess(['card', 'hill-country', 'D7', 'J4', '--rules', 'tagg', '-o', file, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const said = JSON.parse(r.stdout);
    expect(said).toMatchObject({
      verdict: 'CLEAR',
      from: { label: 'D7', place: 'elevation 3' },
      to: { label: 'J4', place: 'elevation 6' },
      rules: { id: 'tagg' },
      file,
    });
    expect(said.board.fingerprint).toMatch(/^[0-9a-f]{3}(-[0-9a-f]{3}){3}$/);
    expect(said.map).toBeUndefined();
  });

  test.each([
    [['card', 'ridge-and-river', 'C2', 'G5'], /say where the card goes: -o CARD.png, -o CARD.svg, or --markdown/],
    [['card', 'ridge-and-river', 'C2', 'G5', '-o', 'card.pdf'], /-o card.pdf: the card is written as .png or .svg/],
    [['card', 'ridge-and-river', 'C2', 'G5', '--markdown', '--rules', 'all'], /a card shows one verdict/],
    [['card', 'ridge-and-river', 'C2', 'G5', '--markdown', '--app-url', 'hexlos'], /--app-url hexlos: not an address/],
    [['card', 'ridge-and-river', 'C2', 'G5', '--markdown', '--app-url', 'file:///x'], /an http or https address/],
    [['card', 'ridge-and-river', 'C2'], /expected a board file and two hex labels/],
  ])('wrong usage: %j exits 2 and says why', (args, message) => {
    const r = hexlosProcess(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^usage: hexlos card /m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a card that cannot be written is named with its file, exit 1, no stack trace', () => {
    const file = join(out, 'no-such-folder', 'card.svg');
    const r = hexlosProcess(['card', 'ridge-and-river', 'C2', 'G5', '-o', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}: cannot write the card`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('--help explains every option with an example', () => {
    const r = hexlosProcess(['card', '--help']);
    expect(r.status).toBe(0);
    for (const option of ['-o CARD.png|CARD.svg', '--markdown', '--app-url URL', '--reading ID=VALUE', '--rules R'])
      expect(r.stdout).toContain(`  ${option}\n`);
    expect(r.stdout.match(/\n {4}e\.g\. /g)?.length).toBeGreaterThanOrEqual(11);
  });
});
