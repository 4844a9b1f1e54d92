// Every document the source cites is one a reader of the repository can open
// (docs/architecture.md#how-hexlos-is-put-together): each `*.md` named in
// src/, e2e/, scripts/, bench/ and bin/ exists (under docs/ or at the root),
// each `#anchor` cited is a heading of that file, and no comment sends the
// reader to a tracker number they cannot follow. The README and docs/ link
// only to files of the repository, at headings they have, and the README
// reaches every document. A failure names file:line.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const SCANNED_FOLDERS = ['src', 'e2e', 'scripts', 'bench', 'bin'];
const SCANNED_FILE = /\.(ts|tsx|js|mjs|cjs|sh)$/;
// The rule texts are quoted as printed (their own "#15" is a magazine's issue); generated output is not ours to word.
const SKIPPED_FOLDERS = new Set(['node_modules', 'seeds', 'dist', 'dist-cli', '.results']);

/**
 * A document reference: a path ending in `.md`, with an optional `#anchor`; not part of a URL or a longer path, and
 * not a file a command writes (`> verdict.md`, `-o verdict.md` in an example) nor a file name in a quoted string
 * (`'hexlos-turn-record-….md'`, a name the app gives a saved file).
 */
const DOCUMENT_REFERENCE = /(?<![\w./'"-])(?<!> )(?<!-o )((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;
/**
 * A tracker number: "issue" and a number, or a hash and a number standing alone in prose. A colour such as '#333' sits
 * in quotes, and a rule text's own "Note #2" or "case #1" is a quotation.
 */
const TRACKER_NUMBER = /\bissues? #?\d+|(?<!\b(?:note|case))(?:^|[\s(])#\d{1,4}\b(?![\w-])/gi;

/** The anchor a Markdown heading gets on GitHub: lower case, punctuation dropped, each space a hyphen. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1]));
  }
  return anchors;
}

/** Where a cited document is found: as written from the root or beside the citing file, or, named bare, under docs/. */
function resolveDocument(reference: string, citingFile: string): string | undefined {
  const candidates = [join(root, reference), join(dirname(citingFile), reference)];
  if (!reference.includes('/')) candidates.push(join(root, 'docs', reference));
  return candidates.find((candidate) => existsSync(candidate));
}

interface CitationProblem {
  readonly place: string;
  readonly problem: string;
}

/** The problems of one file's text; `citingFile` is its absolute path. */
function citationProblems(text: string, citingFile: string): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const place = `${relative(root, citingFile)}:${index + 1}`;
    for (const [, reference, anchor] of line.matchAll(DOCUMENT_REFERENCE)) {
      const document = resolveDocument(reference, citingFile);
      if (!document) {
        problems.push({ place, problem: `${reference} is not a document of the repository` });
      } else if (anchor && !anchorsOf(document).has(anchor)) {
        problems.push({ place, problem: `${reference}#${anchor} names no heading of ${relative(root, document)}` });
      }
    }
    for (const [number] of line.matchAll(TRACKER_NUMBER)) {
      problems.push({ place, problem: `"${number.trim()}" is a tracker number: say what it means instead` });
    }
  });
  return problems;
}

function scannedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : scannedFiles(path);
    return SCANNED_FILE.test(name) ? [path] : [];
  });
}

const fake = join(root, 'src', 'engine', 'example.ts');
// This file's own table holds wrong citations on purpose.
const checker = fileURLToPath(import.meta.url);

describe('the checker itself', () => {
  test.each([
    { line: '// (docs/geometry.md#exact-arithmetic)', problems: 0, why: 'a document and a heading that exist' },
    { line: '// docs/rules.md#disputed-readings and docs/readings.md', problems: 0, why: 'two citations on a line' },
    { line: '// the README (README.md#the-command-line)', problems: 0, why: 'a root document' },
    { line: '// combat.md, step 4', problems: 0, why: 'a bare name found under docs/' },
    { line: '// (los-geometry.md, worked examples)', problems: 1, why: 'a document outside the repository' },
    { line: '// docs/geometry.md#no-such-heading', problems: 1, why: 'an anchor that names no heading' },
    { line: '// kept so since issue 12, item 3', problems: 1, why: 'a tracker number' },
    { line: '// the fix of #27 and (#28)', problems: 2, why: 'bare hash numbers' },
    { line: "const ink = '#333'; // a colour", problems: 0, why: 'a colour is not a tracker number' },
    { line: "// 004's table: (except Note #2)", problems: 0, why: "a rule text's own numbering is a quotation" },
    { line: '// see https://example.com/notes.md', problems: 0, why: 'a URL is not a repository document' },
    { line: "example: '--markdown > verdict.md',", problems: 0, why: 'a file an example writes is not a citation' },
    {
      line: "expect(name).toBe('turn-record-0405.md');",
      problems: 0,
      why: 'a file name in a string is not a citation',
    },
  ])('$why: $problems problem(s)', ({ line, problems }) => {
    expect(citationProblems(line, fake)).toHaveLength(problems);
  });

  test.each([
    ['What the line meets', 'what-the-line-meets'],
    ["HexLOS's own assumptions", 'hexloss-own-assumptions'],
    ['`hexlos los <board> <from> <to>`', 'hexlos-los-board-from-to'],
    ['`tgx` — Tactical GameX Terrain Elevation Table (004)', 'tgx--tactical-gamex-terrain-elevation-table-004'],
  ])('the heading "%s" is cited as #%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});

test('every document the source cites is in the repository, at a heading it has, and no tracker number', () => {
  const problems = SCANNED_FOLDERS.flatMap((folder) => scannedFiles(join(root, folder)))
    .filter((file) => file !== checker)
    .flatMap((file) => citationProblems(readFileSync(file, 'utf8'), file));
  expect(problems.map(({ place, problem }) => `${place}: ${problem}`)).toEqual([]);
});

/** A Markdown link's target: `[text](target)`, not a web address. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

function linkProblems(markdownFile: string): string[] {
  const problems: string[] = [];
  readFileSync(markdownFile, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split('#');
        const document = path ? join(dirname(markdownFile), path) : markdownFile;
        const place = `${relative(root, markdownFile)}:${index + 1}`;
        if (!existsSync(document)) problems.push(`${place}: ${target} is not a file of the repository`);
        else if (anchor && document.endsWith('.md') && !anchorsOf(document).has(anchor)) {
          problems.push(`${place}: ${target} names no heading of ${relative(root, document)}`);
        }
      }
    });
  return problems;
}

const documents = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(root, 'docs', name));

test('the README and docs/ link only to files of the repository, at headings they have', () => {
  expect([join(root, 'README.md'), ...documents].flatMap(linkProblems)).toEqual([]);
});

test('the README reaches every document under docs/', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const unlinked = documents.map((file) => relative(root, file)).filter((doc) => !readme.includes(`](${doc}`));
  expect(unlinked).toEqual([]);
});
