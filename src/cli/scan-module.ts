// `hexlos scan MODULE.vmod --list [--json]` and `hexlos scan MODULE.vmod
// --board NAME [--samples "name:x,y ..."] [-o FILE] [--json]` (docs/cli.md,
// amended 2026-11-25): a VASSAL module's boards, and one of them read by the
// photo detector with the grid placed from the module (src/scan/vassal).
//
// Decisions where docs/cli.md is silent (docs/scan.md#boards-from-vassal-modules):
// - A board whose hex grids are in zones is listed once per zone, named
//   `BOARD / ZONE`; `--board` takes that name, or the board's alone when it
//   has one grid. Names are matched exactly, then ignoring case.
// - `--json` with `--board` prints `{ board, proposals }`: the board document
//   and every proposal with its confidence, least sure first (`-o FILE`
//   still writes the board document alone).
// - Without `--json`, `--list` prints one line per board; `--board` prints
//   as a photo's scan does, plus a stderr line on the placement and numbering.

import { readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';

import { MAX_MODULE_BYTES, ModuleError } from '../board/zip.ts';
import { boardIdFrom, toBoardDocument } from '../scan/board-document.ts';
import { ScanInputError, type ScanResult } from '../scan/detect.ts';
import type { ScanSample } from '../scan/detect.ts';
import { decodeImage } from '../scan/node-image.ts';
import {
  boardImageSize,
  type ModuleBoard,
  type ModuleIndex,
  readBoardImage,
  readModule,
} from '../scan/vassal/module.ts';
import { type ModuleBoardSummary, scanModuleBoard, summarise } from '../scan/vassal/scan-board.ts';
import { optionValue, type ParsedArgs, UsageError } from './args.ts';
import { type CliIO, EXIT, oneLine, printJson, reportInvalid, toJson } from './io.ts';
import { writeOutputFile } from './output-file.ts';

/** A file name that is a module (`.vmod`, or VASSAL's `.vmdx`); any other file with --list or --board is read as one too. */
export const isModuleFile = (file: string): boolean => /\.(vmod|vmdx)$/i.test(file);

async function openModule(path: string): Promise<ModuleIndex> {
  let bytes: Uint8Array;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new ModuleError('', 'not a file');
    if (info.size > MAX_MODULE_BYTES)
      throw new ModuleError(
        '',
        `the module is ${Math.round(info.size / 1048576)} MiB; at most ${MAX_MODULE_BYTES / 1048576} MiB are read`,
      );
    bytes = new Uint8Array(await readFile(path));
  } catch (e) {
    if (e instanceof ModuleError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new ModuleError(
      '',
      code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message,
    );
  }
  return readModule(bytes);
}

function listLine(s: ModuleBoardSummary): string {
  const size = s.width === null ? 'image unreadable' : `${s.width} × ${s.height} px`;
  const grid = `dx ${s.grid.dx}, dy ${s.grid.dy}, x0 ${s.grid.x0}, y0 ${s.grid.y0}${s.grid.sideways ? ', sideways' : ''}`;
  const hexes = s.grid.columns === null ? 'grid not placed' : `${s.grid.columns} × ${s.grid.rows} hexes`;
  const labels = s.numbering.maps
    ? `labels follow the module (${s.numbering.example}…)`
    : `labels A1… (numbering does not map: ${s.numbering.reason})`;
  return `${s.name}\n  ${s.image || '(no image)'}, ${size}; ${hexes} (${grid}); ${s.problem ? `cannot be read: ${s.problem}` : labels}`;
}

function pickBoard(module: ModuleIndex, name: string): ModuleBoard {
  const { boards } = module;
  const names = [...new Set(boards.map((b) => b.name))];
  const exact = boards.filter((b) => b.name === name || (b.board === name && !b.zone));
  const loose = exact.length
    ? exact
    : boards.filter(
        (b) => b.name.toLowerCase() === name.toLowerCase() || (b.board.toLowerCase() === name.toLowerCase() && !b.zone),
      );
  const zones = boards.filter((b) => b.board === name && b.zone !== undefined);
  if (loose.length >= 1) return loose[0];
  if (zones.length === 1) return zones[0];
  const known = names.length
    ? `the module's boards: ${names.map((n) => `"${n}"`).join(', ')}`
    : 'the module has no boards with a hex grid';
  throw new UsageError(
    `--board "${name}": ${zones.length > 1 ? 'the board has several hex grids, name one' : 'no such board'}; ${known}`,
  );
}

/** `-o FILE`: writes the board document; the exit status when it cannot (else undefined). Shared with the photo scan. */
export async function writeBoardFile(
  io: CliIO,
  json: boolean,
  output: string | undefined,
  doc: unknown,
): Promise<number | undefined> {
  if (output === undefined) return undefined;
  return writeOutputFile(io, json, output, 'the board', (path) => writeFile(path, `${toJson(doc)}\n`));
}

/** What the photo scan shares with the module scan (passed in, so that neither module imports the other). */
export interface ScanShared {
  parseSamples(texts: readonly string[]): ScanSample[];
  summary(result: ScanResult): string;
  /** The `--json` proposals in review order and the part asked (the photo scan's, so both print the same). */
  review(result: ScanResult): { proposals: unknown[]; asked: number };
}

export async function runModuleScan(args: ParsedArgs, file: string, io: CliIO, shared: ScanShared): Promise<number> {
  const json = args.flags.has('json');
  for (const option of ['grid', 'shifted', 'corners'] as const) {
    if (args.options.has(option))
      throw new UsageError(`--${option} is not taken with a module: the grid is placed from the module's own settings`);
  }
  const list = args.flags.has('list');
  const boardName = optionValue(args, 'board');
  if (list === (boardName !== undefined))
    throw new UsageError('a module takes --list, or --board NAME (one of its boards)');
  if (list && (args.options.has('samples') || args.options.has('output')))
    throw new UsageError('--list takes no --samples or -o');
  const samples = shared.parseSamples(args.options.get('samples') ?? []);
  const path = isAbsolute(file) ? file : resolve(io.cwd, file);
  const invalid = (e: ModuleError) =>
    reportInvalid(io, json, `${file}: unreadable module`, [{ path: e.where, message: e.message }], file);

  let module: ModuleIndex;
  try {
    module = await openModule(path);
  } catch (e) {
    if (e instanceof ModuleError) return invalid(e);
    throw e;
  }

  if (list) {
    let summaries: ModuleBoardSummary[];
    try {
      summaries = module.boards.map((b) => summarise(b, boardImageSize(module, b), `${module.buildFile}:${b.path}`));
    } catch (e) {
      if (e instanceof ModuleError) return invalid(e);
      throw e;
    }
    if (json) printJson(io, { module: file, buildFile: module.buildFile, boards: summaries });
    else
      io.stdout.write(
        summaries.length ? `${summaries.map(listLine).join('\n')}\n` : `${file}: no boards with a hex grid\n`,
      );
    return EXIT.ok;
  }

  const board = pickBoard(module, boardName!);
  const where = `${module.buildFile}:${board.path}`;
  let scanned: ReturnType<typeof scanModuleBoard>;
  try {
    const bytes = readBoardImage(module, board);
    const decoded = decodeImage(bytes);
    if (!decoded.ok) throw new ModuleError(`zip:${board.image}`, decoded.message);
    scanned = scanModuleBoard(board, decoded.image, samples, where);
  } catch (e) {
    if (e instanceof ModuleError) return invalid(e);
    if (e instanceof ScanInputError) {
      if (e.path.startsWith('samples')) throw new UsageError(`--samples: ${e.message}`);
      return invalid(new ModuleError(where, e.message));
    }
    throw e;
  }
  const { placement, result } = scanned;
  const doc = toBoardDocument(result, { id: boardIdFrom(board.board), name: board.name, firstRow: placement.firstRow });
  const output = optionValue(args, 'output');
  const unwritten = await writeBoardFile(io, json, output, doc);
  if (unwritten !== undefined) return unwritten;
  if (json) {
    printJson(io, { board: doc, ...shared.review(result) });
    return EXIT.ok;
  }
  if (output === undefined) io.stdout.write(`${toJson(doc)}\n`);
  else
    io.stdout.write(
      `wrote ${output}: ${Object.keys(doc.hexes).length} hexes of terrain, ${doc.hexsides.length} hexside symbols\n`,
    );
  const labels = placement.numbering.maps
    ? `labels follow the module's numbering (rows from ${placement.firstRow})`
    : `labels A1… (the module's numbering does not map: ${placement.numbering.reason})`;
  io.stderr.write(
    `${oneLine(board.name)}: ${placement.grid.columns} × ${placement.grid.rows} hexes placed from the module, the image ${placement.turn}; ${labels}\n`,
  );
  io.stderr.write(shared.summary(result));
  return EXIT.ok;
}
