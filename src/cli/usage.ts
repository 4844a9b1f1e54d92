// Each command's usage line (cli.md), apart from the commands' code: `hexlos
// --help` prints them all, and loading every command to read its line cost
// the whole bundle's start (scan's decoders included) for a line of text.
// Each command's module takes its own line from here.

import { READINGS } from '../engine/rules/readings.ts';

/** The usage text of the --reading option, for each command's usage line. */
export const READING_USAGE = `[--reading ${READINGS.map((r) => r.id).join('|')}=VALUE]`;

/** The shared options in a usage line, for a command that judges under one rule set. */
export const QUERY_USAGE = `[--rules R] [--trace hex|real] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE}`;

/** Every command's usage line, in the order `hexlos --help` lists them. */
export const USAGE = {
  validate: 'hexlos validate <board-or-map.json> [--json]',
  trace: 'hexlos trace <board.json> <from> <to> [--json]',
  los: `hexlos los <board.json> <from> <to> [--rules arvold|original|tgx|tagg|all] [--trace hex|real] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE} [--json]`,
  viewshed: `hexlos viewshed <board.json> <from> ${QUERY_USAGE} [--json]`,
  check: 'hexlos check <board.json> <expectations.json> [--json]',
  odds: `hexlos odds <board.json> --target HEX --df N [--armored] [--dispersed] [--overrun [--army german|russian]] [--indirect [--observed]] --firer HEX:AF:CLASS:RANGE[:mp=N][:exit=N][:truck] ... ${QUERY_USAGE} [--json]`,
  scan: 'hexlos scan <image> --grid CxR [--shifted odd|even] --corners "x,y x,y x,y x,y" [--samples "name:x,y ..."] [-o FILE] [--json]  |  hexlos scan <module.vmod> --list | --board NAME [--samples ...] [-o FILE] [--json]',
  audit: `hexlos audit <board.json> ${QUERY_USAGE} [--json]`,
} as const;

export type CommandName = keyof typeof USAGE;
