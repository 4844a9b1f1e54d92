// parseJsonText's quick way (JSON.parse, then the object members counted
// against the properties kept) answers exactly what the located scan does:
// the same value, the same located syntax error, every repeated key named.
// Random texts: JSON values written out, with keys repeated (also under
// escapes that name the same key), deep nesting, colons and quotes inside
// strings, and texts spoiled at random places.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { VALID_BOARD } from './hostile-documents.ts';
import { parseJsonText, scanThenParse, utf8Length } from './json-text.ts';
import { MAX_FILE_BYTES } from './schema.ts';

/** The same answer, compared as JSON text: a parsed value may hold keys such as "constructor" that confuse deep equality. */
function same(text: string): void {
  expect(JSON.stringify(parseJsonText(text))).toBe(JSON.stringify(scanThenParse(text)));
}

/** For values nested too deeply for a recursive comparison: the same outcome and the same errors. */
function sameOutcome(text: string): void {
  const [quick, scanned] = [parseJsonText(text), scanThenParse(text)];
  expect(quick.ok).toBe(scanned.ok);
  expect(quick.ok ? [] : quick.errors).toStrictEqual(scanned.ok ? [] : scanned.errors);
}

/** Keys that collide as JSON.parse reads them, and text that looks like JSON inside strings. */
const trickyKey = fc.constantFrom('a', '\\u0061', 'b', '__proto__', 'constructor', 'x:y', '\\"', '\\\\', ':', '{', '');
const trickyValue = fc.constantFrom(
  '1',
  '"a:b"',
  '"\\\\"',
  '"\\":"',
  '[]',
  '{}',
  'null',
  '{"a":1,"a":2}',
  '"\\u0022:"',
);

/** An object text whose members come from a small set of keys, so repeats are common. */
const objectText: fc.Arbitrary<string> = fc.letrec<{ obj: string; value: string }>((tie) => ({
  obj: fc
    .array(fc.tuple(trickyKey, tie('value')), { maxLength: 5 })
    .map((members) => `{${members.map(([k, v]) => `"${k}":${v}`).join(',')}}`),
  value: fc.oneof(
    { depthSize: 'small' },
    trickyValue,
    tie('obj'),
    fc.array(tie('value'), { maxLength: 3 }).map((vs) => `[${vs.join(', ')}]`),
  ),
})).obj;

describe('parseJsonText: the quick way answers what the located scan answers', () => {
  test('JSON values written out', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => {
        same(JSON.stringify(v, null, 1));
      }),
      { numRuns: 300 },
    );
  });

  test('objects with repeated and escaped keys, colons and quotes in strings', () => {
    fc.assert(
      fc.property(objectText, (text) => {
        same(text);
      }),
      { numRuns: 600 },
    );
  });

  test('a board file spoiled at a random place', () => {
    const board = JSON.stringify(VALID_BOARD, null, 2);
    fc.assert(
      fc.property(fc.nat(), fc.string({ maxLength: 4 }), (at, s) => {
        const i = at % board.length;
        same(board.slice(0, i) + s + board.slice(i + 1));
      }),
      { numRuns: 400 },
    );
  });

  test.each([
    ['a key written twice', '{"a":1,"a":2}'],
    ['the same key, once escaped', '{"a":1,"\\u0061":2}'],
    ['__proto__ twice', '{"__proto__":1,"__proto__":{}}'],
    ['a repeat deep inside', '{"x":[{"y":{"z":1,"z":1}}]}'],
    ['colons in keys and values', '{"a:b":"c:d","e":":"}'],
    ['an escaped quote before a colon', '{"a\\":":1}'],
    ['a string of a million characters', `{"note":"${'x'.repeat(1_000_000)}"}`],
    ['a string of escapes', `{"note":"${'\\"'.repeat(100_000)}"}`],
    ['not closed', '{"a":1'],
    ['empty', ''],
  ])('%s', (_name, text) => same(text));

  test.each([
    ['100,000 nested lists', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
    [
      '100,000 nested objects, the innermost key twice',
      `${'{"a":'.repeat(100_000)}{"b":1,"b":2}${'}'.repeat(100_000)}`,
    ],
  ])('%s', (_name, text) => sameOutcome(text));
});

describe('parseJsonText: the size limit', () => {
  test.each([
    ['a text that fits however its units are written', 'x'.repeat(Math.floor(MAX_FILE_BYTES / 3) - 10)],
    ['the limit in bytes exactly, in 3-byte characters', `"${'€'.repeat(Math.floor((MAX_FILE_BYTES - 2) / 3))}"`],
    ['one 3-byte character past the limit', `"${'€'.repeat(Math.floor((MAX_FILE_BYTES - 2) / 3) + 1)}"`],
  ])('%s: refused exactly when its UTF-8 is over the limit', (_name, text) => {
    const r = parseJsonText(text);
    const over = utf8Length(text) > MAX_FILE_BYTES;
    expect(!r.ok && r.errors[0].message.includes('may be at most')).toBe(over);
  });
});
