// The verdict card's SVG rendered to PNG in Node (docs/card.md, "The PNG"):
// resvg compiled to WebAssembly, so the one-file command line carries no
// native addon, with the card's font (DejaVu Sans) handed to it as bytes, so
// no font of the machine's changes the picture. Loaded only by `hexlos card`
// and the tests; the wasm module is compiled once per process.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { initWasm, Resvg } from '@resvg/resvg-wasm';

import { CARD_FONT_FAMILY } from './svg.ts';

/** The renderer's files: where the command line's build puts them (beside its bundle), or where npm installed them. */
const ASSETS = {
  wasm: ['card/resvg.wasm', 'node_modules/@resvg/resvg-wasm/index_bg.wasm'],
  regular: ['card/DejaVuSans.ttf', 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
  bold: ['card/DejaVuSans-Bold.ttf', 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
} as const;

function assetPath([besideBundle, installed]: readonly [string, string]): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, besideBundle);
  if (existsSync(built)) return built;
  for (let dir = here; ; dir = dirname(dir)) {
    const candidate = join(dir, installed);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`the card renderer's file ${besideBundle} is missing from the package`);
  }
}

let ready: Promise<Uint8Array[]> | undefined;

/** The wasm module compiled and the font read, once. */
function renderer(): Promise<Uint8Array[]> {
  ready ??= initWasm(readFileSync(assetPath(ASSETS.wasm))).then(() => [
    readFileSync(assetPath(ASSETS.regular)),
    readFileSync(assetPath(ASSETS.bold)),
  ]);
  return ready;
}

export interface CardRaster {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly pixels: Uint8Array;
}

/** The card's SVG drawn at `zoom` × its size (1 by default), in its own font only. */
export async function renderCardPng(svg: string, zoom = 1): Promise<CardRaster> {
  const fontBuffers = await renderer();
  const resvg = new Resvg(svg, {
    font: { fontBuffers, defaultFontFamily: CARD_FONT_FAMILY, sansSerifFamily: CARD_FONT_FAMILY },
    fitTo: zoom === 1 ? { mode: 'original' } : { mode: 'zoom', value: zoom },
  });
  try {
    const image = resvg.render();
    try {
      return { png: image.asPng(), width: image.width, height: image.height, pixels: image.pixels };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
