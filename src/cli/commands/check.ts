// `hexlos check <board.json> <expectations.json>` (docs/cli.md#hexlos-check-board-expectations): a board designer's
// regression test. Every case is validated first (a bad file is exit 1 with
// every problem located), then all run in this one process.

import { readJsonFile } from '../../board/node-io.ts';
import { hexByLabel, labelOf } from '../../engine/board-model.ts';
import { hexKey } from '../../engine/hex/axial.ts';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId, TRACE_MODES, type TraceMode } from '../../engine/rules/ids.ts';
import { evaluateLos, isVisible } from '../../engine/rules/index.ts';
import type { TurnMarkers } from '../../engine/rules/types.ts';
import { VerdictScratch } from '../../engine/rules/verdict-scratch.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { inputPath, inputProblem, reportInputProblem } from '../input-path.ts';
import { type CliIO, EXIT, printJson, type Problem, reportInvalid } from '../io.ts';
import { reasonJson } from '../los-json.ts';
import { ruleSetMismatch } from '../query-options.ts';
import { USAGE } from '../usage.ts';

interface Case {
  readonly index: number;
  readonly from: Axial;
  readonly to: Axial;
  readonly visible: boolean;
  readonly steps?: readonly (readonly Axial[])[];
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  readonly markers: TurnMarkers;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** Reads the expectations document; every problem is located by JSON path and hex label. */
export function readExpectations(board: Board, doc: unknown): { cases: Case[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const cases: Case[] = [];
  if (!isObject(doc)) return { cases, problems: [{ path: '', message: 'expected a JSON object' }] };
  if (own(doc, 'format') !== 'hexlos-expect/1') {
    problems.push({
      path: 'format',
      message: `expected "hexlos-expect/1", found ${JSON.stringify(own(doc, 'format')) ?? 'nothing'}`,
    });
  }
  const readRules = (v: unknown, path: string, fallback: RuleSetId): RuleSetId => {
    if (v === undefined) return fallback;
    if (isRuleSetId(v)) return v;
    problems.push({
      path,
      message: `unknown rule set ${JSON.stringify(v)} (expected one of ${RULE_SET_IDS.join(', ')})`,
    });
    return fallback;
  };
  const readTrace = (v: unknown, path: string, fallback: TraceMode): TraceMode => {
    if (v === undefined) return fallback;
    if (typeof v === 'string' && (TRACE_MODES as readonly string[]).includes(v)) return v as TraceMode;
    problems.push({ path, message: `unknown trace mode ${JSON.stringify(v)} (expected hex or real)` });
    return fallback;
  };
  const readHex = (v: unknown, path: string): Axial | undefined => {
    if (typeof v !== 'string') {
      problems.push({ path, message: 'expected a hex label' });
      return undefined;
    }
    const h = hexByLabel(board, v);
    if (!h)
      problems.push({ path, hex: v.toUpperCase(), message: `hex ${v.toUpperCase()} is not on board "${board.id}"` });
    return h;
  };
  const readHexList = (v: unknown, path: string): Axial[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      problems.push({ path, message: 'expected a list of hex labels' });
      return [];
    }
    return v.flatMap((x, i) => readHex(x, `${path}[${i}]`) ?? []);
  };
  const defaultRules = readRules(own(doc, 'rules'), 'rules', board.family === 'elevation' ? 'tagg' : 'arvold');
  const defaultTrace = readTrace(own(doc, 'trace'), 'trace', 'hex');
  const list = own(doc, 'cases');
  if (!Array.isArray(list)) {
    problems.push({ path: 'cases', message: 'expected a list of cases' });
    return { cases, problems };
  }
  list.forEach((c, index) => {
    const at = `cases[${index}]`;
    if (!isObject(c)) {
      problems.push({ path: at, message: 'expected an object with from, to and visible' });
      return;
    }
    const before = problems.length;
    const from = readHex(own(c, 'from'), `${at}.from`);
    const to = readHex(own(c, 'to'), `${at}.to`);
    const visible = own(c, 'visible');
    if (typeof visible !== 'boolean') problems.push({ path: `${at}.visible`, message: 'expected true or false' });
    const rules = readRules(own(c, 'rules'), `${at}.rules`, defaultRules);
    const trace = readTrace(own(c, 'trace'), `${at}.trace`, defaultTrace);
    const mismatch = ruleSetMismatch(board, rules, trace);
    if (mismatch) problems.push({ path: `${at}.rules`, message: mismatch });
    let steps: Axial[][] | undefined;
    const rawSteps = own(c, 'steps');
    if (rawSteps !== undefined) {
      if (!Array.isArray(rawSteps) || !rawSteps.every(Array.isArray)) {
        problems.push({ path: `${at}.steps`, message: 'expected a list of lists of hex labels' });
      } else {
        steps = rawSteps.map((s: unknown[], i) => s.flatMap((x, j) => readHex(x, `${at}.steps[${i}][${j}]`) ?? []));
      }
    }
    const month = own(c, 'month');
    if (month !== undefined && !(Number.isInteger(month) && (month as number) >= 1 && (month as number) <= 12)) {
      problems.push({ path: `${at}.month`, message: 'expected a whole number from 1 to 12' });
    }
    const blockedHexes = readHexList(own(c, 'blockedHexes'), `${at}.blockedHexes`);
    const units = readHexList(own(c, 'units'), `${at}.units`);
    if (problems.length > before || !from || !to) return;
    cases.push({
      index,
      from,
      to,
      visible: visible as boolean,
      steps,
      rules,
      trace,
      markers: { blockedHexes, units, ...(month !== undefined ? { month: month as number } : {}) },
    });
  });
  return { cases, problems };
}

const stepSetsEqual = (a: readonly (readonly Axial[])[], b: readonly (readonly Axial[])[]): boolean =>
  a.length === b.length &&
  a.every((s, i) => {
    const x = new Set(s.map(hexKey));
    const y = new Set(b[i].map(hexKey));
    return x.size === y.size && [...x].every((k) => y.has(k));
  });

export const command: Command = {
  name: 'check',
  usage: USAGE.check,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const opened = await readBoardQuery(argv, io, {
      positionals: [2, 'expected a board file and an expectations file'],
      labels: () => [],
    });
    if (typeof opened === 'number') return opened;
    const { json, board } = opened;
    const [, expectFile] = opened.args.positionals;
    const problem = inputProblem(expectFile, io.cwd, 'expectations');
    if (problem) return reportInputProblem(io, json, problem);
    // The same reader as board files: size limit, strict UTF-8, located syntax errors, duplicate keys.
    const read = await readJsonFile(inputPath(expectFile, io.cwd, 'expectations'));
    if (!read.ok)
      return reportInvalid(io, json, `${expectFile}: not a valid expectations file`, read.errors, expectFile);
    const { cases, problems } = readExpectations(board, read.value);
    if (problems.length)
      return reportInvalid(
        io,
        json,
        `${expectFile}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
        problems,
        expectFile,
      );
    const failed = [];
    const scratch = new VerdictScratch();
    for (const c of cases) {
      const query = { from: c.from, to: c.to, rules: c.rules, trace: c.trace, markers: c.markers };
      // The verdict alone is enough for a fact that holds; the explanation is built for the failures.
      if (!c.steps && isVisible(board, query, scratch) === c.visible) continue;
      const r = evaluateLos(board, query);
      const stepsOk = !c.steps || stepSetsEqual(c.steps, r.steps);
      if (r.visible === c.visible && stepsOk) continue;
      const label = (h: Axial) => labelOf(board, h);
      failed.push({
        case: c.index,
        from: label(c.from),
        to: label(c.to),
        rules: c.rules,
        trace: c.trace,
        expected: { visible: c.visible, ...(c.steps ? { steps: c.steps.map((s) => s.map(label)) } : {}) },
        actual: { visible: r.visible, ...(c.steps ? { steps: r.steps.map((s) => s.map(label)) } : {}) },
        reasons: r.reasons.map((x) => reasonJson(board, x)),
      });
    }
    if (json) printJson(io, { total: cases.length, passed: cases.length - failed.length, failed });
    else {
      for (const f of failed) {
        const why =
          f.expected.visible !== f.actual.visible
            ? `expected ${f.expected.visible ? 'clear' : 'blocked'}, got ${f.actual.visible ? 'clear' : 'blocked'}`
            : 'steps differ';
        io.stdout.write(`FAIL cases[${f.case}] ${f.from} → ${f.to} (${f.rules}, ${f.trace}): ${why}\n`);
        for (const r of f.reasons) io.stdout.write(`    - ${r.text}\n`);
      }
      io.stdout.write(`${cases.length - failed.length} of ${cases.length} expectations hold\n`);
    }
    return failed.length ? EXIT.checkFailed : EXIT.ok;
  },
};
