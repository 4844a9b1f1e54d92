// `hexlos scan <image> --grid CxR --shifted odd|even --corners "x,y x,y x,y x,y"
// [--samples "name:x,y ..."] [-o FILE]` (docs/cli.md): reads a photo or scan of a
// printed board and prints the proposed `hexlos-board/1` document (the
// detection itself is src/scan, shared with the app).
//
// Decisions where docs/cli.md is silent:
// - stdout carries the board document (with or without --json: it is JSON
//   either way, so `hexlos scan … > board.json` works); with `-o FILE` the
//   document goes to the file and, without --json, stdout gets one line saying so.
// - Without --json a summary goes to stderr: what was found, and the
//   proposals the scan is least sure of (for the user to look at first).
// - With --json stdout is `{ "board": <the board document>, "proposals": [...] }`:
//   every proposal (`{ "kind": "hex", "hex", "terrain", "confidence" }` or
//   `{ "kind": "hexside", "hex", "side", "symbol", "confidence" }`) in review
//   order, least sure first (docs/cli.md: the confidence beside the board),
//   with the edges where a stroke may be printed but none was proposed in the
//   same order (`"symbol": null` with the `candidate` symbol and the
//   confidence that there is none; docs/scan.md#absences), and `asked`: how
//   many at the head of the order the review asks to walk
//   (docs/scan.md#a-review-sized-to-the-doubt). A proposal whose colour the
//   clustering guessed carries `"guessed": true` (docs/scan.md#guessed-colours). The file written with -o is the
//   board alone.
// - `--shifted` defaults to "odd", as in board files (docs/board-format.md).
// - `--samples` may also be repeated; a name may be sampled more than once.
// - Corners or samples that do not fit the image, or corners that do not go
//   round the board, are wrong usage (exit 2), named by their option.

import { basename, isAbsolute, resolve } from 'node:path';

import { boardIdFrom, toBoardDocument } from '../../scan/board-document.ts';
import { detectBoard, reviewOrder, ScanInputError, type ScanResult, type ScanSample } from '../../scan/detect.ts';
import { readImageFile } from '../../scan/node-image.ts';
import { guessedMark } from '../../scan/request.ts';
import { askedPart, type ScanProposal } from '../../scan/review-order.ts';
import { isScanSymbol, isScanTerrain, SCAN_SYMBOLS, SCAN_TERRAINS } from '../../scan/vocabulary.ts';
import { didYouMean, optionValue, parseArgs, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { inputProblem, reportInputProblem } from '../input-path.ts';
import { type CliIO, EXIT, printJson, reportInvalid, toJson } from '../io.ts';
import { isModuleFile, runModuleScan, writeBoardFile } from '../scan-module.ts';
import { USAGE } from '../usage.ts';

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const POINT = new RegExp(`^(${NUMBER}),(${NUMBER})$`);

export function parseGrid(text: string): { columns: number; rows: number } {
  // × written as \u00d7: the bundle must stay ASCII (scripts/build-cli.mjs).
  const m = /^\s*(\d+)\s*[x\u00d7X]\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--grid "${text}": expected columns x rows, e.g. 33x10`);
  return { columns: Number(m[1]), rows: Number(m[2]) };
}

export function parseCorners(text: string): { x: number; y: number }[] {
  const parts = text
    .trim()
    .split(/[\s;]+/)
    .filter(Boolean);
  if (parts.length !== 4)
    throw new UsageError(
      `--corners: expected four points "x,y x,y x,y x,y" (A1, last column 1, last column last row, A last row), got ${parts.length}`,
    );
  return parts.map((p, i) => {
    const m = POINT.exec(p);
    if (!m) throw new UsageError(`--corners: point ${i + 1} "${p}" is not x,y (pixels)`);
    return { x: Number(m[1]), y: Number(m[2]) };
  });
}

export function parseSamples(texts: readonly string[]): ScanSample[] {
  const samples: ScanSample[] = [];
  for (const text of texts) {
    for (const part of text.trim().split(/\s+/).filter(Boolean)) {
      const m = /^([a-z0-9-]+):(.+)$/i.exec(part);
      const at = m ? POINT.exec(m[2]) : null;
      if (!m || !at) throw new UsageError(`--samples: "${part}" is not name:x,y`);
      const name = m[1].toLowerCase();
      if (!isScanSymbol(name) && !isScanTerrain(name)) {
        throw new UsageError(
          `--samples: unknown name "${m[1]}" in "${part}" (symbols: ${SCAN_SYMBOLS.join(', ')}; terrain: ${SCAN_TERRAINS.join(', ')})${didYouMean(m[1], [...SCAN_SYMBOLS, ...SCAN_TERRAINS])}`,
        );
      }
      samples.push({ name, x: Number(at[1]), y: Number(at[2]) });
    }
  }
  return samples;
}

const OPTION_OF: readonly [RegExp, string][] = [
  [/^corners/, '--corners'],
  [/^samples/, '--samples'],
  [/^grid\.shifted/, '--shifted'],
  [/^grid/, '--grid'],
];

/** Every proposal with its confidence, least sure first (the --json `proposals`); an absence is a hexside with no symbol. */
function proposalsOf(result: ScanResult) {
  return reviewOrder(result).map((item) => ({
    ...proposalOf(item),
    // A colour the clustering guessed is said so beside the confidence (docs/scan.md#guessed-colours).
    ...guessedMark(item.proposal.guessed),
  }));
}

function proposalOf(item: ScanProposal) {
  return item.kind === 'hex'
    ? {
        kind: item.kind,
        hex: item.proposal.label,
        terrain: item.proposal.terrain,
        confidence: item.proposal.confidence,
      }
    : item.kind === 'absence'
      ? {
          kind: 'hexside' as const,
          hex: item.proposal.hex,
          side: item.proposal.side,
          symbol: null,
          candidate: item.proposal.candidate,
          confidence: item.proposal.confidence,
        }
      : {
          kind: item.kind,
          hex: item.proposal.hex,
          side: item.proposal.side,
          symbol: item.proposal.symbol,
          confidence: item.proposal.confidence,
        };
}

/** The --json output beside the board: every proposal in review order and how many of them the review asks to walk. */
function reviewJson(result: ScanResult) {
  const proposals = proposalsOf(result);
  return { proposals, asked: askedPart(proposals.map((p) => ({ proposal: p }))) };
}

function summary(result: ScanResult): string {
  const counts = new Map<string, number>();
  for (const h of result.hexes) counts.set(h.terrain, (counts.get(h.terrain) ?? 0) + 1);
  const symbols = new Map<string, number>();
  for (const s of result.hexsides) symbols.set(s.symbol, (symbols.get(s.symbol) ?? 0) + 1);
  const list = (m: Map<string, number>) => [...m].map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  // The part the app's review asks to walk (docs/scan.md#a-review-sized-to-the-doubt).
  const { proposals, asked } = reviewJson(result);
  const doubtful = proposals.slice(0, asked).map((p) => ({
    what:
      p.kind === 'hex'
        ? `${p.hex} ${p.terrain}`
        : p.symbol === null
          ? `${p.hex} ${p.side} no ${p.candidate}?`
          : `${p.hex} ${p.side} ${p.symbol}`,
    c: p.confidence,
  }));
  const lines = [
    `scanned ${result.hexes.length} hexes (${list(counts)}) and ${result.hexsides.length} hexside symbols (${list(symbols)})`,
  ];
  if (result.classes.some((k) => k.from === 'clustering'))
    lines.push(
      'colours found by clustering, not sampled: their confidence is what such guesses scored on the test photos, and among the unsure, and among the sure, they are listed before the sampled proposals; give --samples (one tap per colour and terrain present) to read them from the photo',
    );
  if (doubtful.length)
    lines.push(
      `unsure, ${doubtful.length} to check (least sure first): ${doubtful
        .slice(0, 12)
        .map((d) => `${d.what} (${d.c.toFixed(2)})`)
        .join('; ')}`,
    );
  return `${lines.join('\n')}\n`;
}

export const command: Command = {
  name: 'scan',
  usage: USAGE.scan,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseArgs(argv, {
      flags: ['json', 'list'],
      options: ['grid', 'shifted', 'corners', 'samples', 'output', 'board'],
      short: { o: 'output' },
    });
    const json = args.flags.has('json');
    if (args.positionals.length !== 1)
      throw new UsageError('scan takes one image file (PNG or JPEG) or one VASSAL module (.vmod)');
    const [file] = args.positionals;
    // A file that is not there is said first, before anything about what the file would have to hold.
    const problem = inputProblem(file, io.cwd);
    if (problem) return reportInputProblem(io, json, problem);
    if (isModuleFile(file) || args.flags.has('list') || args.options.has('board'))
      return runModuleScan(args, file, io, { parseSamples, summary, review: reviewJson });
    const gridText = optionValue(args, 'grid');
    if (gridText === undefined) throw new UsageError('--grid CxR is needed (columns x rows, e.g. 33x10)');
    const cornersText = optionValue(args, 'corners');
    if (cornersText === undefined)
      throw new UsageError('--corners "x,y x,y x,y x,y" is needed: the pixel centres of the four corner hexes');
    const shifted = optionValue(args, 'shifted') ?? 'odd';
    if (shifted !== 'odd' && shifted !== 'even')
      throw new UsageError(`--shifted "${shifted}": expected odd or even${didYouMean(shifted, ['odd', 'even'])}`);
    const grid = { ...parseGrid(gridText), shifted } as const;
    const corners = parseCorners(cornersText);
    const samples = parseSamples(args.options.get('samples') ?? []);

    const read = await readImageFile(isAbsolute(file) ? file : resolve(io.cwd, file));
    if (!read.ok)
      return reportInvalid(io, json, `${file}: unreadable image`, [{ path: '', message: read.message }], file);

    let result: ScanResult;
    try {
      result = detectBoard({ image: read.image, grid, corners, samples });
    } catch (e) {
      if (!(e instanceof ScanInputError)) throw e;
      if (e.path === 'image')
        return reportInvalid(io, json, `${file}: unreadable image`, [{ path: '', message: e.message }], file);
      const option = OPTION_OF.find(([re]) => re.test(e.path))?.[1] ?? e.path;
      throw new UsageError(`${option}: ${e.message}`);
    }
    const doc = toBoardDocument(result, { id: boardIdFrom(file), name: `Scanned from ${basename(file)}` });
    const output = optionValue(args, 'output');
    const unwritten = await writeBoardFile(io, json, output, doc);
    if (unwritten !== undefined) return unwritten;
    if (json) printJson(io, { board: doc, ...reviewJson(result) });
    else {
      if (output === undefined) io.stdout.write(`${toJson(doc)}\n`);
      else
        io.stdout.write(
          `wrote ${output}: ${Object.keys(doc.hexes).length} hexes of terrain, ${doc.hexsides.length} hexside symbols\n`,
        );
      io.stderr.write(summary(result));
    }
    return EXIT.ok;
  },
};
