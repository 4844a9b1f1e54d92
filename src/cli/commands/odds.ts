// `hexlos odds <board.json> --target HEX --df N [--armored] [--dispersed]
// [--overrun [--army german|russian]] [--indirect [--observed]]
// --firer HEX:AF:CLASS:RANGE[:mp=N][:exit=N][:truck] ...` (docs/cli.md): the combat
// engine's answer in the players' labels, exact numbers as strings.
// The JSON carries every field of docs/cli.md#hexlos-los-board-from-to example, plus the rule ids and
// sources of each step, the unshifted odds and the notes (combined DF, table
// edges); for indirect fire the hit roll and scatter (`indirectFire`, with
// `chances` already including the hit chance), or for observed artillery
// (`--observed`: a forward observer sees the target hex) no hit roll and
// `observed: true`; for an overrun each unit's pass
// (exit hex, movement points) and, when no unit can make it, `refusal`.

import { labelOf } from '../../engine/board-model.ts';
import { LEVEL_PLACE } from '../../engine/combat/effects.ts';
import {
  type Army,
  type CombatResult,
  type CrtResult,
  type FirerInput,
  type OverrunPass,
  WEAPON_CLASSES,
  type WeaponClass,
  evaluateCombat,
  facesText,
} from '../../engine/combat/index.ts';
import { type Fraction, frac, fracToString } from '../../engine/fraction.ts';
import { MAX_FIRERS, type Reading, readFactor, readRange } from '../../engine/typed-numbers.ts';
import { type Board, TERRAIN_LEVEL } from '../../engine/types.ts';
import { didYouMean, optionValue, UsageError } from '../args.ts';
import { openBoardQuery, parseQueryArgs } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson } from '../io.ts';
import { reasonJson } from '../los-json.ts';
import { USAGE } from '../usage.ts';

const FLAGS = ['armored', 'dispersed', 'overrun', 'indirect', 'observed'] as const;
const OPTIONS = ['target', 'df', 'firer', 'army'] as const;

interface FirerArg {
  readonly text: string;
  readonly label: string;
  readonly af: Fraction;
  readonly weaponClass: WeaponClass;
  readonly range: number;
  readonly movementLeft?: Fraction;
  readonly truck?: boolean;
  readonly unitsAtExit?: number;
}

const isWeaponClass = (s: string): s is WeaponClass => (WEAPON_CLASSES as readonly string[]).includes(s);

/** A typed number, or a usage error (exit 2) saying what is wrong with it. */
function usable<T>(reading: Reading<T>): T {
  if (!reading.ok) throw new UsageError(reading.message);
  return reading.value;
}

/**
 * HEX:AF:CLASS:RANGE, then for an overrun any of `mp=N` (movement points
 * left), `exit=N` (units already where the pass stops) and `truck`.
 */
function parseFirer(text: string): FirerArg {
  const parts = text.split(':');
  if (parts.length < 4 || parts.length > 7)
    throw new UsageError(`--firer must be HEX:AF:CLASS:RANGE (e.g. C2:12:H:10), not "${text}"`);
  const [label, afText, classText, rangeText, ...extras] = parts;
  const weaponClass = classText.trim().toUpperCase();
  if (!isWeaponClass(weaponClass))
    throw new UsageError(`--firer ${text}: weapon class must be one of ${WEAPON_CLASSES.join(', ')}`);
  const range = usable(readRange(rangeText, `--firer ${label} range`));
  const arg: { -readonly [K in keyof FirerArg]: FirerArg[K] } = {
    text,
    label,
    af: usable(readFactor(afText, `--firer ${label} AF`)),
    weaponClass,
    range,
  };
  for (const extra of extras) {
    const [key, value = ''] = extra.split('=');
    if (key === 'truck' && extra === 'truck') arg.truck = true;
    else if (key === 'mp')
      arg.movementLeft = value.trim() === '0' ? frac(0) : usable(readFactor(value, `--firer ${label} mp`));
    else if (key === 'exit') arg.unitsAtExit = usable(readRange(value, `--firer ${label} exit (units already there)`));
    else
      throw new UsageError(
        `--firer ${text}: after RANGE come only mp=N, exit=N or truck (for an overrun), not "${extra}"`,
      );
  }
  return arg;
}

const s = fracToString;

const step = ({ rule, source, text }: { rule: string; source: string; text: string }) => ({ rule, source, text });
const chancesJson = (c: Readonly<Record<CrtResult, Fraction>>) => ({
  X: s(c.X),
  DD: s(c.DD),
  D: s(c.D),
  none: s(c.none),
});

function passJson(board: Board, pass: OverrunPass) {
  return {
    exit: labelOf(board, pass.exit),
    mp: s(pass.mp),
    truckMp: s(pass.truckMp),
    steps: pass.steps.map((x) => ({ hex: labelOf(board, x.hex), mp: s(x.mp), truckMp: s(x.truckMp), ...step(x) })),
    cautions: pass.cautions.map(step),
    text: pass.text,
  };
}

function indirectJson(r: CombatResult) {
  const f = r.indirectFire;
  if (!f) return {};
  return {
    indirectFire: {
      source: f.source,
      hit: { faces: f.hitFaces, chance: s(f.hitChance) },
      scatter: f.scatter.map((x) => ({ faces: x.faces, hexes: x.hexes, chance: s(x.chance) })),
      chancesIfHit: chancesJson(f.chancesIfHit),
      text: f.text,
    },
  };
}

export function oddsJson(board: Board, r: CombatResult) {
  return {
    target: {
      hex: labelOf(board, r.target.hex),
      terrain: r.target.terrain,
      level: r.target.level,
      armored: r.target.armored,
      df: s(r.target.df),
      ...(r.target.combinedDf ? { combinedDf: true } : {}),
    },
    rules: r.rules,
    trace: r.trace,
    overrun: r.overrun,
    indirect: r.indirect,
    ...(r.observed ? { observed: true } : {}),
    dispersed: r.dispersed,
    firers: r.firers.map((f) => ({
      hex: labelOf(board, f.hex),
      af: s(f.af),
      class: f.weaponClass,
      range: f.range,
      distance: f.distance,
      los: f.los ? { visible: f.los.visible } : null,
      multipliers: f.multipliers.map((m) => ({ factor: s(m.factor), ...step(m) })),
      effective: s(f.effective),
      ...(f.pass ? { pass: passJson(board, f.pass) } : {}),
    })),
    excluded: r.excluded.map((e) => ({
      hex: labelOf(board, e.hex),
      reason: e.reason,
      rule: e.rule,
      source: e.source,
      ...(e.exit ? { exit: labelOf(board, e.exit) } : {}),
      ...(e.los ? { los: { visible: e.los.visible, reasons: e.los.reasons.map((x) => reasonJson(board, x)) } } : {}),
    })),
    totalAf: s(r.totalAf),
    ratio: s(r.ratio),
    odds: r.odds,
    column: r.column,
    shift: r.shift,
    drm: r.drm.map((m) => ({ value: m.value, ...step(m) })),
    dice: r.dice.map((d) => ({
      face: d.face,
      roll: d.roll,
      result: d.result,
      ...(d.modified !== d.roll ? { modified: d.modified } : {}),
      ...(d.printed !== d.result ? { printed: d.printed } : {}),
    })),
    chances: chancesJson(r.chances),
    ...indirectJson(r),
    refusal: r.refusal ? step(r.refusal) : null,
    notes: r.notes.map((n) => n.text),
    reminders: r.reminders.map((n) => n.text),
    crt: r.crt.id,
  };
}

const RESULT_TEXT = { X: 'X', DD: 'DD', D: 'D', none: '-' } as const;

export function oddsText(board: Board, r: CombatResult): string {
  const lines: string[] = [];
  const { terrain, level } = r.target;
  const raised = level === TERRAIN_LEVEL[terrain] ? '' : `, ${LEVEL_PLACE[level]}`;
  const where = `${labelOf(board, r.target.hex)} (${terrain}${raised})`;
  const kind = r.overrun
    ? 'overrun'
    : r.observed
      ? 'observed artillery'
      : r.indirect
        ? 'indirect fire'
        : `${r.rules}, ${r.trace === 'hex' ? 'hex-traced' : 'real space'}`;
  const column = r.column ?? 'no effect';
  const odds = r.odds && r.odds !== r.column ? ` (odds ${r.odds})` : '';
  const chances = (c: Readonly<Record<CrtResult, Fraction>>) =>
    `X ${s(c.X)} · DD ${s(c.DD)} · D ${s(c.D)} · none ${s(c.none)}`;
  if (r.refusal) lines.push(`${r.refusal.text}  (against ${where})`);
  else lines.push(`${column}${odds}  AF ${s(r.totalAf)} : DF ${s(r.target.df)} against ${where} · ${kind}`);
  for (const f of r.firers) {
    lines.push(
      `  ${labelOf(board, f.hex)}  class ${f.weaponClass}, AF ${s(f.af)} → ${s(f.effective)}  (distance ${f.distance}, range ${f.range})`,
    );
    for (const m of f.multipliers) lines.push(`      ×${s(m.factor)}  ${m.text}`);
    if (f.pass) {
      lines.push(`      ${f.pass.text}`);
      for (const c of f.pass.cautions) lines.push(`      ! ${c.text}`);
    }
  }
  // A refusal is the first unit's reason: said once, then the other units' own.
  for (const e of r.refusal ? r.excluded.slice(1) : r.excluded) {
    lines.push(`  ${labelOf(board, e.hex)}  cannot ${r.overrun ? 'overrun' : 'fire'}: ${e.reason}`);
  }
  if (r.refusal) return `${lines.join('\n')}\n`;
  for (const m of r.drm) lines.push(`  die ${m.text}`);
  const f = r.indirectFire;
  if (f) {
    const scatter = f.scatter.map(
      (x) =>
        `${facesText(x.faces)}: ${x.hexes === null ? 'missed' : `${x.hexes} hex${x.hexes === 1 ? '' : 'es'}`} (${s(x.chance)})`,
    );
    lines.push(
      `  hit roll: ${facesText(f.hitFaces)} hits (${s(f.hitChance)}); otherwise it scatters: ${scatter.join(', ')}`,
    );
    lines.push(`  die, on a hit: ${r.dice.map((d) => `${d.face}→${d.roll} ${RESULT_TEXT[d.result]}`).join(', ')}`);
    lines.push(`  chances on a hit: ${chances(f.chancesIfHit)}`);
    lines.push(`  chances: ${chances(r.chances)}  (the hit roll included)`);
  } else {
    lines.push(`  die: ${r.dice.map((d) => `${d.face}→${d.roll} ${RESULT_TEXT[d.result]}`).join(', ')}`);
    lines.push(`  chances: ${chances(r.chances)}`);
  }
  for (const n of r.notes) lines.push(`  · ${n.text}`);
  for (const n of r.reminders) lines.push(`  ! ${n.text}`);
  return `${lines.join('\n')}\n`;
}

export const command: Command = {
  name: 'odds',
  usage: USAGE.odds,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseQueryArgs(argv, { query: true, flags: FLAGS, options: OPTIONS });
    if (args.positionals.length !== 1) throw new UsageError('expected one board file');
    const targetLabel = optionValue(args, 'target');
    if (targetLabel === undefined) throw new UsageError('--target HEX is required');
    const dfText = optionValue(args, 'df');
    if (dfText === undefined) throw new UsageError('--df N is required');
    const df = usable(readFactor(dfText, '--df'));
    const firerTexts = args.options.get('firer') ?? [];
    if (firerTexts.length > MAX_FIRERS)
      throw new UsageError(`at most ${MAX_FIRERS} --firer options: ${firerTexts.length} given`);
    const firerArgs = firerTexts.map(parseFirer);
    if (!firerArgs.length) throw new UsageError('at least one --firer HEX:AF:CLASS:RANGE is required');
    const overrun = args.flags.has('overrun');
    const indirect = args.flags.has('indirect');
    if (overrun && indirect) throw new UsageError('--overrun and --indirect exclude each other');
    const armyText = optionValue(args, 'army');
    if (armyText !== undefined && armyText !== 'german' && armyText !== 'russian')
      throw new UsageError(
        `--army must be german or russian (003 Stacking), not "${armyText}"${didYouMean(armyText, ['german', 'russian'])}`,
      );
    const army: Army | undefined = armyText;
    const observed = args.flags.has('observed');
    if (observed && !indirect) throw new UsageError('--observed is for artillery: give it with --indirect');

    const query = await openBoardQuery(args, io, {
      query: true,
      oneRuleSet: 'odds reads one rule set: --rules all is not accepted here',
      labels: [targetLabel, ...firerArgs.map((f) => f.label)],
    });
    if (typeof query === 'number') return query;
    const {
      json,
      board,
      options,
      hexes: [target, ...firerHexes],
    } = query;
    const firers: FirerInput[] = firerArgs.map((f, i) => ({
      hex: firerHexes[i],
      af: f.af,
      weaponClass: f.weaponClass,
      range: f.range,
      ...(f.movementLeft !== undefined ? { movementLeft: f.movementLeft } : {}),
      ...(f.truck ? { truck: true } : {}),
      ...(f.unitsAtExit !== undefined ? { unitsAtExit: f.unitsAtExit } : {}),
    }));

    const result = evaluateCombat(board, {
      target,
      df,
      armored: args.flags.has('armored'),
      dispersed: args.flags.has('dispersed'),
      overrun,
      ...(army ? { army } : {}),
      indirect,
      observed,
      firers,
      rules: options.rules[0],
      ...(options.trace ? { trace: options.trace } : {}),
      markers: options.markers,
      readings: options.readings,
    });
    if (json) printJson(io, oddsJson(board, result));
    else io.stdout.write(oddsText(board, result));
    return EXIT.ok;
  },
};
