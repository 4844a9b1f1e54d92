// Turning schema issues into problems a designer can act on: the JSON path,
// the hex label when the path is inside a hex or hexside entry, and a plain
// sentence that quotes the offending value (never the schema library's words).

import type * as z from 'zod/mini';

import { isRecord, pathOf, valueAt } from './json-path.ts';
import { canonicalLabel } from './labels.ts';
import type { Problem } from './problem.ts';

type Issue = z.core.$ZodIssue;

const NOUNS: Readonly<Record<string, string>> = {
  terrain: 'terrain',
  defaultTerrain: 'terrain',
  level: 'level',
  side: 'side',
  symbol: 'hexside symbol',
  family: 'board family',
  shifted: 'column shift',
  features: 'feature',
  orientation: 'orientation',
  format: 'format',
};

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text in double quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

const FORMS: Readonly<Record<string, string>> = {
  id: 'letters, digits, ".", "_" or "-" (at most 64, starting with a letter or digit)',
  name: 'letters and digits only (at most 16)',
};

const lookup = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.length > 40 ? `text "${value.slice(0, 40)}…"` : `"${value}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number too large to represent';
  return String(value);
}

/** The last named key of a path (`hexes.C4.features[0]` → "features"). */
const fieldOf = (path: readonly PropertyKey[]): string | undefined =>
  [...path].reverse().find((s): s is string => typeof s === 'string');

/** The hex a path is about: `hexes.<label>...` or `hexsides[i]...` with a readable label. */
export function hexOfPath(root: unknown, path: readonly PropertyKey[]): string | undefined {
  if (path[0] === 'hexes' && typeof path[1] === 'string') return canonicalLabel(path[1]);
  if (path[0] === 'hexsides' && typeof path[1] === 'number') {
    const entry = valueAt(root, path.slice(0, 2));
    if (isRecord(entry) && typeof entry.hex === 'string') return canonicalLabel(entry.hex);
  }
  return undefined;
}

function issueMessage(issue: Issue, root: unknown): string {
  const path = issue.path;
  const named = fieldOf(path) ?? 'value';
  const field = typeof path[path.length - 1] === 'number' ? `each entry of ${named}` : named;
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  const present = isRecord(parent) ? typeof last === 'string' && Object.hasOwn(parent, last) : Array.isArray(parent);
  const actual = valueAt(root, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = lookup(EXPECTED, issue.expected) ?? issue.expected;
      if ((!present || actual === undefined) && path.length > 0) return `"${field}" is missing: it must be ${expected}`;
      if (typeof actual === 'number' && issue.expected === 'int') {
        if (!Number.isFinite(actual)) return `${field} must be a whole number, not a number too large to represent`;
        if (!Number.isInteger(actual)) return `${field} must be a whole number, not ${actual}`;
        return `${field} is out of range: ${actual}`;
      }
      return `${field} must be ${expected}, not ${describeValue(actual)}`;
    }
    case 'invalid_value': {
      const noun = lookup(NOUNS, named) ?? field;
      const choices = issue.values.map((v) => String(v)).join(', ');
      if (typeof actual === 'string') return `unknown ${noun} "${actual}"; expected one of: ${choices}`;
      return `${noun} must be one of: ${choices}; found ${describeValue(actual)}`;
    }
    case 'too_small':
      if (issue.origin === 'string') return `${field} must not be empty`;
      if (issue.origin === 'array')
        return `${field} must have at least ${issue.minimum} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
      return `${field} must be at least ${issue.minimum}, not ${describeValue(actual)}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} is too long (at most ${issue.maximum} characters)`;
      if (issue.origin === 'array') return `${field} may have at most ${issue.maximum} entries`;
      return `${field} must be at most ${issue.maximum}, not ${describeValue(actual)}`;
    case 'invalid_format':
      return `${describeValue(actual)} is not a valid ${field}: use ${lookup(FORMS, named) ?? 'the documented form'}`;
    case 'not_multiple_of':
      if (named === 'column')
        return `column must be even so that shifted columns stay shifted, not ${describeValue(actual)}`;
      return `${field} must be a multiple of ${issue.divisor}, not ${describeValue(actual)}`;
    default:
      return `${field} is not valid here`;
  }
}

/**
 * Problems for schema issues. The keys of `hexes` are checked by the loader,
 * which knows the grid (and sees `__proto__` keys the schema skips), so the
 * schema's own key issues are dropped.
 */
export function issuesToProblems(issues: readonly Issue[], root: unknown): Problem[] {
  // One problem per place, from the most specific check: a huge integer fails both
  // the built-in safe-integer range and the field's own maximum; the field's is later.
  const byPath = new Map<string, Issue>();
  for (const issue of issues) if (issue.code !== 'invalid_key') byPath.set(pathOf(issue.path), issue);
  return [...byPath].map(([path, issue]) => {
    const hex = hexOfPath(root, issue.path);
    return { path, ...(hex ? { hex } : {}), message: issueMessage(issue, root) };
  });
}
