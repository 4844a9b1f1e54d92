// `hexlos card <board.json> <from> <to> [the options of los] -o CARD.png|CARD.svg [--markdown] [--app-url URL]`
// (docs/cli.md, docs/card.md): the verdict card of one line, as a picture
// and as text. The picture is the card layer's one SVG, written as it is or
// rendered to PNG; the renderer and its font are loaded only here.

import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { setFlagsFromString } from 'node:v8';

import packageJson from '../../../package.json' with { type: 'json' };
import { verdictCardInput, verdictCardMarkdown, verdictCardSvg } from '../../card/index.ts';
import { evaluateLos, ruleSet } from '../../engine/rules/index.ts';
import { unreadReadingNotes } from '../../engine/rules/markers.ts';
import { optionValue, UsageError } from '../args.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson } from '../io.ts';
import { writeOutputFile } from '../output-file.ts';
import { USAGE } from '../usage.ts';

const CARD_FORMATS = ['.png', '.svg'] as const;
type CardFormat = (typeof CARD_FORMATS)[number];

/** The picture's format, from the output file's extension. */
function formatOf(output: string): CardFormat {
  const ext = extname(output).toLowerCase();
  const format = CARD_FORMATS.find((f) => f === ext);
  if (!format) throw new UsageError(`-o ${output}: the card is written as .png or .svg`);
  return format;
}

/** Where HexLOS is opened, the link's start: an http(s) address without a `#` part. */
function appUrlOf(text: string | undefined): string {
  if (text === undefined) return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--app-url ${text}: not an address (e.g. https://hexlos.example/)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--app-url ${text}: an http or https address is needed (a phone opens it)`);
  url.hash = '';
  return url.href;
}

async function writeCard(path: string, format: CardFormat, svg: string): Promise<void> {
  if (format === '.svg') return writeFile(path, svg);
  // The renderer (a wasm module and the font) is read only when a PNG is asked for. The command draws one
  // card: V8's baseline wasm compiler alone costs a third of the CPU of compiling the renderer for speed
  // as well (docs/card.md, "The PNG").
  setFlagsFromString('--liftoff-only');
  const { renderCardPng } = await import('../../card/node-card-png.ts');
  await writeFile(path, (await renderCardPng(svg)).png);
}

export const command: Command = {
  name: 'card',
  usage: USAGE.card,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const query = await readBoardQuery(argv, io, {
      query: true,
      oneRuleSet: 'a card shows one verdict: --rules names one rule set',
      flags: ['markdown'],
      options: ['output', 'app-url'],
      short: { o: 'output' },
      positionals: [3, 'expected a board file and two hex labels'],
    });
    if (typeof query === 'number') return query;
    const { json, board, options, args } = query;
    const [from, to] = query.hexes;
    const output = optionValue(args, 'output');
    const markdown = args.flags.has('markdown');
    if (output === undefined && !markdown)
      throw new UsageError('say where the card goes: -o CARD.png, -o CARD.svg, or --markdown for its text');
    const format = output === undefined ? undefined : formatOf(output);
    const appUrl = appUrlOf(optionValue(args, 'app-url'));

    const rules = options.rules[0];
    const judged = evaluateLos(board, {
      from,
      to,
      rules,
      trace: options.trace,
      markers: options.markers,
      readings: options.readings,
    });
    // A reading asked for that this rule set does not read is named among the notes, as `los` names it (docs/card.md).
    const unread = unreadReadingNotes(ruleSet(rules).name, rules, options.readings);
    const result = unread.length ? { ...judged, notes: [...judged.notes, ...unread] } : judged;
    const card = verdictCardInput(board, result, { version: packageJson.version, appUrl, readings: options.readings });

    if (output !== undefined && format !== undefined) {
      const svg = verdictCardSvg(card);
      const unwritten = await writeOutputFile(io, json, output, 'the card', (path) => writeCard(path, format, svg));
      if (unwritten !== undefined) return unwritten;
    }
    const text = markdown ? verdictCardMarkdown(card) : undefined;
    if (json) {
      const { map: _map, ...said } = card;
      printJson(io, {
        ...said,
        ...(output !== undefined ? { file: output } : {}),
        ...(text ? { markdown: text } : {}),
      });
    } else if (text) io.stdout.write(text);
    else io.stdout.write(`wrote ${output}: ${card.verdict} ${card.from.label} → ${card.to.label}, ${card.link}\n`);
    return EXIT.ok;
  },
};
