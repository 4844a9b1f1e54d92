// Each command's usage line (docs/cli.md), apart from the commands' code: `hexlos
// --help` prints them all, and loading every command to read its line cost
// the whole bundle's start (scan's decoders included) for a line of text.
// Each command's module takes its own line from here, and `hexlos COMMAND
// --help` prints the command's HELP below it: every argument and option, what
// it means, and an example.

import { RULE_SET_IDS, TRACE_MODES } from '../engine/rules/ids.ts';
import { READINGS } from '../engine/rules/readings.ts';

/** The usage text of the --reading option, for each command's usage line. */
export const READING_USAGE = `[--reading ${READINGS.map((r) => r.id).join('|')}=VALUE]`;

/** The shared options in a usage line, for a command that judges under one rule set. */
export const QUERY_USAGE = `[--rules R] [--trace ${TRACE_MODES.join('|')}] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE}`;

/** Every command's usage line, in the order `hexlos --help` lists them. */
export const USAGE = {
  validate: 'hexlos validate <board-or-map.json> [--json]',
  trace: 'hexlos trace <board.json> <from> <to> [--json]',
  los: `hexlos los <board.json> <from> <to> [--rules ${RULE_SET_IDS.join('|')}|all] [--trace ${TRACE_MODES.join('|')}] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE} [--json]`,
  card: `hexlos card <board.json> <from> <to> ${QUERY_USAGE} (-o CARD.png|CARD.svg | --markdown) [--app-url URL] [--json]`,
  viewshed: `hexlos viewshed <board.json> <from> ${QUERY_USAGE} [--json]`,
  check: 'hexlos check <board.json> <expectations.json> [--json]',
  odds: `hexlos odds <board.json> --target HEX --df N [--armored] [--dispersed] [--overrun [--army german|russian]] [--indirect [--observed]] --firer HEX:AF:CLASS:RANGE[:mp=N][:exit=N][:truck] ... ${QUERY_USAGE} [--json]`,
  scan: 'hexlos scan <image> --grid CxR [--shifted odd|even] --corners "x,y x,y x,y x,y" [--samples "name:x,y ..."] [-o FILE] [--json]  |  hexlos scan <module.vmod> --list | --board NAME [--samples ...] [-o FILE] [--json]',
  audit: `hexlos audit <board.json> ${QUERY_USAGE} [--json]`,
} as const;

export type CommandName = keyof typeof USAGE;

/** One option's explanation and an example of it, for `hexlos COMMAND --help`. */
interface OptionHelp {
  readonly name: string;
  readonly says: string;
  readonly example: string;
}

const BOARD_ARG: OptionHelp = {
  name: '<board.json>',
  says: 'a board or map file, or the name of a board hexlos ships: ridge-and-river, hill-country, lake-and-heights, three-boards (a map of three boards). A file of that name in this folder wins.',
  example: 'ridge-and-river, or my-boards/hill.json',
};
const HEXES_ARG: OptionHelp = {
  name: '<from> <to>',
  says: "the firer's hex and the target's hex by their labels, in any case; on a map a label starts with its board's name",
  example: 'C2 G5, or 1-C2 3-G5 on a map',
};
const JSON_OPTION: OptionHelp = {
  name: '--json',
  says: 'one JSON document on stdout instead of text (errors too: { "error", "errors" })',
  example: '--json',
};

/** The options every command that reads a line of sight shares. */
const QUERY_OPTIONS_HELP: readonly OptionHelp[] = [
  {
    name: '--rules R',
    says: 'the rule set that judges: arvold (Alan Arvold’s modified rules), original (the 1970 Target Elevation Table), tgx (Tactical GameX), tagg (Larry Tagg’s algorithm, for boards with elevation numbers). By default arvold on a PanzerBlitz-family board, tagg on an elevation board.',
    example: '--rules tgx',
  },
  {
    name: `--trace ${TRACE_MODES.join('|')}`,
    says: 'hex: every route through the hexes the line touches, a spine hexside judged both ways (the default); real: the straight line itself, 000’s optional real-space rule (only the rule sets that have it)',
    example: '--trace real',
  },
  {
    name: '--blocked-hex HEX',
    says: 'a hex where artillery fell this game turn: it blocks line of sight for the turn (003); repeat for more hexes',
    example: '--blocked-hex E4 --blocked-hex F5',
  },
  {
    name: '--month N',
    says: 'the scenario’s month, 1 to 12: wheatfields are in season July to October and unimproved roads cross gullies May to October (001); without it a verdict that depends on the month says so',
    example: '--month 8',
  },
  {
    name: '--unit HEX',
    says: 'a hex with a combat unit or wagon in it: under tagg it adds 1/4 to that hex’s height (002); repeat for more hexes',
    example: '--unit E4',
  },
];

/** `--reading ID=VALUE`, with every reading's values; the first value is the default. */
const READING_HELP: OptionHelp = {
  name: '--reading ID=VALUE',
  says: [
    'judge by a house reading of a contested rule text; repeat for more readings; the first value is the default:',
    ...READINGS.map((r) => `      ${`${r.id}=${r.values.join('|')}`.padEnd(40)} ${r.source}`),
  ].join('\n'),
  example: '--reading noteL=together',
};

const ODDS_OPTIONS_HELP: readonly OptionHelp[] = [
  { name: '--target HEX', says: 'the hex under attack', example: '--target H5' },
  {
    name: '--df N',
    says: 'the defence factor of the target unit: a whole number, a fraction or a mixed number (more than 0, at most 999)',
    example: '--df 3, or --df 6½',
  },
  {
    name: '--firer HEX:AF:CLASS:RANGE',
    says: [
      'one attacking unit; repeat for each unit in the attack (at most 50). Its fields, separated by colons:',
      '      HEX     the firer’s hex',
      '      AF      its attack factor (a whole number, a fraction or a mixed number)',
      '      CLASS   its weapon class (003’s Weapon Effectiveness Chart):',
      '                I  infantry: against armour only a close assault (it drops out of fire), other targets normal',
      '                A  armour-piercing: against armour doubled within half its range, normal beyond; other targets halved',
      '                H  high explosive: against armour halved beyond half its range; other targets normal',
      '                M  mortar: as H',
      '      RANGE   its range allowance in hexes',
      '    then, for an overrun, any of:',
      '      mp=N    movement points the unit has left (the pass is refused if it needs more)',
      '      exit=N  units already in the hex where the pass stops, destroyed ones included (with --army)',
      '      truck   the unit is a truck (it pays trucks’ movement costs)',
    ].join('\n'),
    example: '--firer C2:12:H:10 --firer D6:6:A:8, or --firer A1:12:A:6:mp=4:exit=1 --overrun',
  },
  { name: '--armored', says: 'the target is an armoured unit (weapon effectiveness reads it)', example: '--armored' },
  {
    name: '--dispersed',
    says: 'the target is already dispersed: the die roll takes 1 off, and a DD result destroys it (003)',
    example: '--dispersed',
  },
  {
    name: '--overrun',
    says: 'an overrun: each firer passes through the target from its own hex (the pass and its movement points are shown)',
    example: '--overrun',
  },
  {
    name: '--army german|russian',
    says: 'with --overrun: whose units overrun, for stacking where they stop (German 3 a hex, Russian 2; 003)',
    example: '--overrun --army russian',
  },
  {
    name: '--indirect',
    says: 'indirect (artillery) fire at a hex no friendly unit sees: no line of sight needed; a hit roll and scatter are shown',
    example: '--indirect',
  },
  {
    name: '--observed',
    says: 'with --indirect: a friendly unit sees the target, so there is no hit roll',
    example: '--indirect --observed',
  },
];

const SCAN_OPTIONS_HELP: readonly OptionHelp[] = [
  { name: '<image>', says: 'a photo or scan of a board (JPEG or PNG)', example: 'photo.jpg' },
  {
    name: '<module.vmod>',
    says: 'a VASSAL module: list its boards (--list), or read one of them with its grid placed from the module (--board)',
    example: 'game.vmod',
  },
  { name: '--grid CxR', says: 'the board’s columns and rows of hexes', example: '--grid 33x10' },
  {
    name: '--shifted odd|even',
    says: 'which columns sit half a hex lower: odd (the default, as in board files) or even',
    example: '--shifted even',
  },
  {
    name: '--corners "x,y x,y x,y x,y"',
    says: 'the pixels of the centres of the four corner hexes: top left, top right, bottom right, bottom left',
    example: '--corners "126,70 1674,70 1674,620 126,620"',
  },
  {
    name: '--samples "name:x,y ..."',
    says: 'a pixel of each terrain or hexside colour, named as in a board file (clear, woods, town, green, orange, …); may be repeated',
    example: '--samples "clear:1093,381 woods:803,136"',
  },
  { name: '--list', says: 'with a module: list its boards and stop', example: 'hexlos scan game.vmod --list' },
  { name: '--board NAME', says: 'with a module: the board to read', example: '--board Ridge' },
  {
    name: '-o FILE',
    says: 'write the board document to FILE instead of stdout',
    example: '-o my-board.json',
  },
];

const CARD_OPTIONS_HELP: readonly OptionHelp[] = [
  {
    name: '-o CARD.png|CARD.svg',
    says: 'write the verdict card, a picture of the verdict that stands on its own (the map around the line, the deciding sides, the reasons with the rules they cite, the readings, the board and its fingerprint, the link and its QR code), as a PNG or an SVG, by the file’s extension',
    example: '-o verdict.png',
  },
  {
    name: '--markdown',
    says: 'print the card’s text form on stdout (Markdown, for a forum post or an e-mail): the same content, every reason in full, and the link',
    example: '--markdown > verdict.md',
  },
  {
    name: '--app-url URL',
    says: 'where your group opens HexLOS: the card’s link and QR code start with it, so a phone’s camera opens the same verdict. Without it the link is its #… part alone, to paste after a HexLOS address',
    example: '--app-url http://192.168.1.20:4321/',
  },
];

const helpLines = (options: readonly OptionHelp[]): string =>
  options.map((o) => `  ${o.name}\n    ${o.says}\n    e.g. ${o.example}`).join('\n');

const QUERY_HELP_OPTIONS = [...QUERY_OPTIONS_HELP, READING_HELP];

/** What `hexlos COMMAND --help` prints under the usage line: every argument and option, what it means, an example. */
export const HELP: Readonly<Record<CommandName, string>> = {
  validate: helpLines([
    { ...BOARD_ARG, name: '<board-or-map.json>' },
    { ...JSON_OPTION, says: 'one JSON document on stdout: { valid, errors, warnings }' },
  ]),
  trace: helpLines([BOARD_ARG, HEXES_ARG, JSON_OPTION]),
  los: helpLines([
    BOARD_ARG,
    HEXES_ARG,
    {
      ...QUERY_OPTIONS_HELP[0],
      says: `${QUERY_OPTIONS_HELP[0].says} all: the verdict under every rule set that reads the board.`,
      example: '--rules tgx, or --rules all',
    },
    ...QUERY_HELP_OPTIONS.slice(1),
    JSON_OPTION,
  ]),
  card: helpLines([
    BOARD_ARG,
    HEXES_ARG,
    ...QUERY_HELP_OPTIONS,
    ...CARD_OPTIONS_HELP,
    {
      ...JSON_OPTION,
      says: 'one JSON document on stdout: what the card says (and the file written, and its text with --markdown)',
    },
  ]),
  viewshed: helpLines([
    BOARD_ARG,
    { name: '<from>', says: "the firer's hex: every hex it sees is listed", example: 'C2' },
    ...QUERY_HELP_OPTIONS,
    JSON_OPTION,
  ]),
  check: helpLines([
    BOARD_ARG,
    {
      name: '<expectations.json>',
      says: 'a hexlos-expect/1 file of facts (from, to, visible); a bare name that is no file here names a shipped one: ridge-and-river.expect, hill-country.expect. Exit 3 when a fact does not hold.',
      example: 'ridge-and-river.expect, or my-board.expect.json',
    },
    JSON_OPTION,
  ]),
  odds: helpLines([BOARD_ARG, ...ODDS_OPTIONS_HELP, ...QUERY_HELP_OPTIONS, JSON_OPTION]),
  scan: helpLines([...SCAN_OPTIONS_HELP, JSON_OPTION]),
  audit: helpLines([
    BOARD_ARG,
    ...QUERY_HELP_OPTIONS,
    {
      ...JSON_OPTION,
      says: 'one JSON document on stdout: per hex, what it sees and is seen by, and rule-set differences',
    },
  ]),
};
