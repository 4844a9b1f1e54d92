// Reading a board or map file's text (docs/board-format.md#what-is-refused-and-what-is-warned): files over
// 5 MB are rejected before parsing, a syntax error is reported with its line
// and column, and a key written twice in one object is an error (JSON.parse
// would silently keep only the last, losing a hex the designer wrote).
//
// The scanner is iterative (an explicit stack), so deeply nested input cannot
// exhaust the call stack, and it behaves the same in Node and in browsers
// (engines word and locate JSON.parse's errors differently).

import { SECOND_BOM_PROBLEM } from './decode.ts';
import { appendPath } from './json-path.ts';
import { listFirst, type Problem } from './problem.ts';
import { MAX_FILE_BYTES } from './schema.ts';

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; errors: Problem[] };

/** UTF-8 length of a string without allocating its encoding. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export const tooLargeProblem = (bytes: number): Problem => ({
  path: '',
  message: `the file is ${(bytes / 1024 / 1024).toFixed(1)} MB; board, map and expectations files may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB`,
});

/** Most UTF-8 bytes one UTF-16 unit becomes (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;

export function parseJsonText(text: string): JsonTextResult {
  // A string longer than the limit in UTF-16 units is longer in bytes too; one
  // short enough that even 3 bytes a unit fit needs no counting.
  if (text.length > MAX_FILE_BYTES) return { ok: false, errors: [tooLargeProblem(utf8Length(text))] };
  if (text.length * MAX_BYTES_PER_UNIT > MAX_FILE_BYTES) {
    const bytes = utf8Length(text);
    if (bytes > MAX_FILE_BYTES) return { ok: false, errors: [tooLargeProblem(bytes)] };
  }
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source !== text && source.charCodeAt(0) === 0xfeff) return { ok: false, errors: [SECOND_BOM_PROBLEM] };
  return parseWithoutDuplicates(source) ?? scanThenParse(source);
}

/**
 * The value of a JSON text that parses and repeats no key in any object,
 * found without the located scan: JSON.parse keeps one property per key, so
 * the text repeats a key exactly when it has more object members (one ":"
 * outside strings each) than the value has properties. Undefined whenever
 * that is not certain (a syntax error, a repeated key, anything thrown): the
 * located scan then says what is wrong, exactly as it always has.
 */
function parseWithoutDuplicates(source: string): JsonTextResult | undefined {
  try {
    const value: unknown = JSON.parse(source);
    return memberCount(source) === propertyCount(value) ? { ok: true, value } : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON string literal, escapes included (unrolled, so a long string is one loop, not one step per character). */
const STRING_LITERAL = /"[^"\\]*(?:\\.[^"\\]*)*"/g;

/** Object members in a valid JSON text: the colons outside its strings. */
const memberCount = (source: string): number => source.replace(STRING_LITERAL, '').split(':').length - 1;

/** Own properties of every object in a parsed JSON value (iterative: a document may nest deeply). */
function propertyCount(value: unknown): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) pending.push(v[i]);
      continue;
    }
    const keys = Object.keys(v);
    count += keys.length;
    for (let i = 0; i < keys.length; i++) pending.push((v as Record<string, unknown>)[keys[i]]);
  }
  return count;
}

/** The located scan, then JSON.parse: what parseJsonText answers whenever its quicker way is not certain (json-text.test.ts compares the two). */
export function scanThenParse(source: string): JsonTextResult {
  const scan = scanJson(source);
  if (scan.syntax) {
    const { line, column } = lineAndColumn(source, scan.syntax.offset);
    return { ok: false, errors: [{ path: '', message: `line ${line}, column ${column}: ${scan.syntax.message}` }] };
  }
  if (scan.duplicates.length > 0) return { ok: false, errors: listFirst(scan.duplicates, 'errors') };
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (e) {
    return { ok: false, errors: [{ path: '', message: `not valid JSON: ${(e as Error).message}` }] };
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

interface SyntaxProblem {
  readonly offset: number;
  readonly message: string;
}

type Frame =
  | { kind: 'object'; path: string; keys: Set<string>; key: string }
  | { kind: 'array'; path: string; index: number };

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERALS = ['true', 'false', 'null'] as const;

/** Finds the first syntax error (if any) and every key repeated inside one object. */
export function scanJson(text: string): { syntax?: SyntaxProblem; duplicates: Problem[] } {
  const duplicates: Problem[] = [];
  const stack: Frame[] = [];
  const n = text.length;
  let i = 0;

  const fail = (message: string, at = i): { syntax: SyntaxProblem; duplicates: Problem[] } => ({
    syntax: { offset: at, message },
    duplicates,
  });
  const found = (): string => (i >= n ? 'the end of the file' : `"${text[i]}"`);
  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  /** Scans a string starting at text[i] === '"'; returns its raw text or an error message. */
  const scanString = (): string | SyntaxProblem => {
    const start = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return text.slice(start, i);
      }
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
            return { offset: i, message: 'bad \\u escape in a string' };
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return { offset: i, message: 'bad escape in a string' };
        continue;
      }
      if (c < 0x20) return { offset: i, message: 'a string may not contain a line break or control character' };
      i++;
    }
    return { offset: start, message: 'a string is not closed' };
  };
  /** After "{" or ",": a key, then ":". Returns an error or undefined. */
  const scanKey = (frame: Frame & { kind: 'object' }): SyntaxProblem | undefined => {
    skipSpace();
    if (text[i] !== '"') return { offset: i, message: `expected a key in double quotes, found ${found()}` };
    const raw = scanString();
    if (typeof raw !== 'string') return raw;
    const key = JSON.parse(raw) as string;
    frame.key = key;
    if (frame.keys.has(key)) {
      duplicates.push({
        path: appendPath(frame.path, key),
        message: `the key "${key}" appears more than once in this object (only one may be kept)`,
      });
    } else frame.keys.add(key);
    skipSpace();
    if (text[i] !== ':') return { offset: i, message: `expected ":" after the key "${key}", found ${found()}` };
    i++;
    return undefined;
  };
  const childPath = (): string => {
    const top = stack.at(-1);
    if (!top) return '';
    return top.kind === 'array' ? `${top.path}[${top.index}]` : appendPath(top.path, top.key);
  };

  for (;;) {
    // Expecting a value.
    skipSpace();
    const c = text[i];
    if (c === '{') {
      const frame: Frame = { kind: 'object', path: childPath(), keys: new Set(), key: '' };
      i++;
      skipSpace();
      if (text[i] === '}') i++;
      else {
        stack.push(frame);
        const problem = scanKey(frame);
        if (problem) return fail(problem.message, problem.offset);
        continue;
      }
    } else if (c === '[') {
      const frame: Frame = { kind: 'array', path: childPath(), index: 0 };
      i++;
      skipSpace();
      if (text[i] === ']') i++;
      else {
        stack.push(frame);
        continue;
      }
    } else if (c === '"') {
      const raw = scanString();
      if (typeof raw !== 'string') return fail(raw.message, raw.offset);
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return fail(`a number is badly written`);
      i += m[0].length;
    } else {
      const literal = LITERALS.find((word) => text.startsWith(word, i));
      if (!literal) return fail(`expected a value, found ${found()}`);
      i += literal.length;
    }
    // After a value: close containers or move on to the next element.
    for (;;) {
      skipSpace();
      const top = stack.at(-1);
      if (!top) {
        if (i < n) return fail(`unexpected ${found()} after the end of the JSON document`);
        return { duplicates };
      }
      const d = text[i];
      if (d === ',') {
        i++;
        if (top.kind === 'array') top.index++;
        else {
          const problem = scanKey(top);
          if (problem) return fail(problem.message, problem.offset);
        }
        break;
      }
      if ((top.kind === 'object' && d === '}') || (top.kind === 'array' && d === ']')) {
        i++;
        stack.pop();
        continue;
      }
      return fail(
        top.kind === 'object' ? `expected "," or "}", found ${found()}` : `expected "," or "]", found ${found()}`,
      );
    }
  }
}
