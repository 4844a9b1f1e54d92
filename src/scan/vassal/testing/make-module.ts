// VASSAL modules made by the tests (never a real module): a buildFile
// written from a plain description, board images printed by the photo
// renderer (flat, unspoiled: what a module's image is) and cut to the board's
// edge, and hostile archives. The grid settings are read off the renderer's
// own homography, so the proposals can be scored against the printed board.

import { type Zippable, zipSync } from 'fflate';
import { PNG } from 'pngjs';

import { applyHomography, type Point } from '../../homography.ts';
import type { RgbaImage } from '../../image.ts';
import type { ScanSample } from '../../request.ts';
import { renderPhoto, type TruthBoard } from '../../testing/photo.ts';

export interface GridSpec {
  readonly dx: string;
  readonly dy: string;
  readonly x0: number;
  readonly y0: number;
  readonly sideways: boolean;
  /** HexGridNumbering's attributes, written as given; none when undefined. */
  readonly numbering?: Readonly<Record<string, string>>;
}

export interface BoardSpec {
  readonly name: string;
  /** The file name under images/. */
  readonly image: string;
  /** A HexGrid on the board, or zones of a ZonedGrid (each a polygon path and its grid). */
  readonly grid?: GridSpec;
  readonly zones?: readonly { readonly name: string; readonly path: string; readonly grid: GridSpec }[];
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attrs = (values: Readonly<Record<string, string | number | boolean>>): string =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');

const P = 'VASSAL.build.module.map.boardPicker';

function gridXml(g: GridSpec, indent: string): string {
  const numbering = g.numbering
    ? `\n${indent}  <${P}.board.mapgrid.HexGridNumbering${attrs(g.numbering)}/>\n${indent}`
    : '';
  return `${indent}<${P}.board.HexGrid${attrs({ color: '0,0,0', cornersLegal: false, dotsVisible: false, dx: g.dx, dy: g.dy, edgesLegal: false, sideways: g.sideways, snapTo: true, visible: true, x0: g.x0, y0: g.y0 })}>${numbering}</${P}.board.HexGrid>`;
}

/** A buildFile as VASSAL writes one: a module, a map, its board picker and boards. */
export function buildFileXml(boards: readonly BoardSpec[]): string {
  const boardXml = boards.map((b) => {
    const inner = b.zones
      ? `      <${P}.board.ZonedGrid>\n${b.zones.map((z) => `        <${P}.board.mapgrid.Zone${attrs({ name: z.name, path: z.path, useParentGrid: false, locationFormat: '$gridLocation$' })}>\n${gridXml(z.grid, '          ')}\n        </${P}.board.mapgrid.Zone>`).join('\n')}\n      </${P}.board.ZonedGrid>`
      : gridXml(b.grid!, '      ');
    return `    <${P}.Board${attrs({ image: b.image, name: b.name, reversible: false })}>\n${inner}\n    </${P}.Board>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<VASSAL.build.GameModule ModuleOther1="" VassalVersion="3.7.0" description="made by a test" name="Test Module" version="1.0">
  <VASSAL.build.module.Map mapName="Main Map">
   <${P}.BoardPicker title="Choose Boards">
${boardXml.join('\n')}
   </${P}.BoardPicker>
  </VASSAL.build.module.Map>
</VASSAL.build.GameModule>
`;
}

/** A module: the buildFile (under either name) and the images. */
export function makeModule(
  boards: readonly BoardSpec[],
  images: Readonly<Record<string, Uint8Array>>,
  buildFileName: 'buildFile.xml' | 'buildFile' = 'buildFile.xml',
): Uint8Array {
  const files: Zippable = {
    [buildFileName]: new TextEncoder().encode(buildFileXml(boards)),
    moduledata: new TextEncoder().encode('<data/>'),
  };
  for (const [name, bytes] of Object.entries(images)) files[`images/${name}`] = [bytes, { level: 0 }];
  return zipSync(files);
}

export function encodePng(image: RgbaImage): Uint8Array {
  const png = new PNG({ width: image.width, height: image.height });
  png.data.set(image.data);
  return new Uint8Array(PNG.sync.write(png));
}

function crop(image: RgbaImage, x: number, y: number, width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++)
    data.set(
      image.data.subarray(((y + row) * image.width + x) * 4, ((y + row) * image.width + x + width) * 4),
      row * width * 4,
    );
  return { width, height, data };
}

/** The image mirrored about its diagonal: what VASSAL's `sideways` is to an upright grid. */
export function transpose(image: RgbaImage): RgbaImage {
  const { width, height } = image;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(image.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (x * height + y) * 4);
  return { width: height, height: width, data };
}

export interface ModuleImage {
  readonly image: RgbaImage;
  readonly grid: GridSpec;
  /** One sample per name present, in pixels of this image. */
  readonly samples: ScanSample[];
}

/**
 * A board printed flat and cut at its edges: the first column's centres on
 * the left edge (half hexes, as PanzerBlitz prints them), the last column a
 * half hex in from the right, a half hex above the first row. `sideways`
 * turns it into the image of a sideways grid (the same grid mirrored about
 * the diagonal, as VASSAL draws one).
 */
export function moduleImage(
  truth: TruthBoard,
  opts: { seed: number; hexWidth: number; sideways?: boolean; numbering?: Readonly<Record<string, string>> },
): ModuleImage {
  const { columns, rows } = truth.grid;
  // renderPhoto puts the board's box (lattice x −0.75 … columns − 0.25, y −1.1 … 2·rows + 0.1) on 90 % of the image.
  const width = Math.round((opts.hexWidth * (columns + 0.5)) / 0.9);
  const height = Math.round((opts.hexWidth * (2 * rows + 1.2)) / 2 / 0.9);
  const photo = renderPhoto(truth, { seed: opts.seed, width, height });
  const at = (q: number, y: number): Point => applyHomography(photo.homography, q, y);
  const c00 = at(0, 0);
  const dx = at(1, 1).x - c00.x;
  const dy = at(0, 2).y - c00.y;
  if (truth.grid.shifted !== 'odd')
    throw new Error('moduleImage prints boards whose odd columns sit lower, as VASSAL numbers them');
  const left = Math.ceil(c00.x - dx / 2);
  const top = Math.ceil(c00.y - dy / 2 + 0.5);
  // The module's origin is whole pixels (VASSAL's x0 and y0 are integers): the edges are cut from it, so every centre the module places is on the image.
  const x0 = Math.round(c00.x - left);
  const y0 = Math.round(c00.y - top);
  const right = left + Math.floor(x0 + (columns - 1) * dx + dx / 2);
  const bottom = top + Math.ceil(y0 + (rows - 1) * dy + dy / 2);
  let image = crop(photo.image, left, top, right - left, bottom - top);
  let samples = photo.samples.map((s) => ({
    ...s,
    x: Math.round((s.x - left) * 10) / 10,
    y: Math.round((s.y - top) * 10) / 10,
  }));
  if (opts.sideways) {
    image = transpose(image);
    samples = samples.map((s) => ({ ...s, x: s.y, y: s.x }));
  }
  return {
    image,
    samples,
    grid: {
      dx: String(dx),
      dy: String(dy),
      x0,
      y0,
      sideways: opts.sideways ?? false,
      ...(opts.numbering ? { numbering: opts.numbering } : {}),
    },
  };
}

/** The archive with one entry's declared (uncompressed) size rewritten in its central directory: a lying header. */
export function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < out.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (length === wanted.length && wanted.every((b, i) => out[at + 46 + i] === b)) {
      view.setUint32(at + 24, size, true);
      return out;
    }
  }
  throw new Error(`no entry ${name}`);
}
