// The two import checks say the same thing (docs/layers.md): for every layer,
// the folders oxlint's no-restricted-imports forbids it are the folders
// dependency-cruiser's layer rules forbid it, and both agree with the table
// "What each layer may not import" in docs/layers.md. A layer added to one
// config and not the other, or a folder left out of one rule, fails here.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

/** The layers, as folders of src/, and main.tsx (the UI's entry) as a layer of its own name. */
const LAYERS = ['engine', 'board', 'scan', 'card', 'worker', 'cli', 'store', 'ui', 'hostile', 'main.tsx'] as const;
type Layer = (typeof LAYERS)[number];

const samplePath = (layer: Layer): string => (layer === 'main.tsx' ? 'src/main.tsx' : `src/${layer}/a.ts`);

interface OxlintOverride {
  readonly files: readonly string[];
  readonly rules: { readonly 'no-restricted-imports'?: [string, { patterns: { group: string[] }[] }] };
}

/** Per layer, the layers oxlint forbids it to import (its first pattern group: the project's own folders). */
function oxlintForbidden(): Map<Layer, Set<Layer>> {
  const config = JSON.parse(readFileSync(`${root}.oxlintrc.json`, 'utf8')) as { overrides: OxlintOverride[] };
  const out = new Map<Layer, Set<Layer>>();
  for (const o of config.overrides) {
    const rule = o.rules['no-restricted-imports'];
    if (!rule) continue;
    const folders = new Set(
      rule[1].patterns[0].group.map((g) => g.replace(/^\*\*\//, '').replace(/\/\*\*$/, '') as Layer),
    );
    for (const file of o.files) out.set(file.replace(/^src\//, '').replace(/\/\*\*$/, '') as Layer, folders);
  }
  return out;
}

/** Per layer, the layers dependency-cruiser's rules forbid it to import (every forbidden rule but the circle's). */
function cruiserForbidden(): Map<Layer, Set<Layer>> {
  const config = require(`${root}.dependency-cruiser.cjs`) as {
    forbidden: { name: string; from: { path?: string }; to: { path?: string } }[];
  };
  const rules = config.forbidden.filter((r) => r.from.path !== undefined && r.to.path !== undefined);
  const out = new Map<Layer, Set<Layer>>();
  for (const from of LAYERS) {
    const forbidden = new Set<Layer>();
    for (const to of LAYERS) {
      if (to === from) continue;
      const hit = rules.some(
        (r) =>
          new RegExp(r.from.path as string).test(samplePath(from)) &&
          new RegExp(r.to.path as string).test(samplePath(to)),
      );
      if (hit) forbidden.add(to);
    }
    if (forbidden.size > 0) out.set(from, forbidden);
  }
  return out;
}

const DOC_NAMES: Readonly<Record<string, Layer>> = {
  engine: 'engine',
  board: 'board',
  scan: 'scan',
  card: 'card',
  worker: 'worker',
  CLI: 'cli',
  store: 'store',
  UI: 'ui',
};

/** Per layer, the layers docs/layers.md's table says it may not import. */
function documentedForbidden(): Map<Layer, Set<Layer>> {
  const doc = readFileSync(`${root}docs/layers.md`, 'utf8');
  const table = doc.split('## What each layer may not import')[1].split('\n\n')[1];
  const out = new Map<Layer, Set<Layer>>();
  for (const row of table.split('\n').slice(2)) {
    const [layers, not] = row.split('|').slice(1, 3);
    const forbidden = new Set(not.split(',').map((w) => DOC_NAMES[w.trim()]));
    for (const m of layers.matchAll(/`src\/([a-z]+)\/`|`src\/(main\.tsx)`/g))
      out.set((m[1] ?? m[2]) as Layer, forbidden);
  }
  return out;
}

/** What every layer is kept from besides the table's own layers: the harness, and the page's entry (but the UI, whose entry it is). */
const aboveAll = (layer: Layer): Layer[] =>
  layer === 'ui' || layer === 'main.tsx' ? ['hostile'] : ['hostile', 'main.tsx'];

const lint = oxlintForbidden();
const cruiser = cruiserForbidden();
const documented = documentedForbidden();
const ROWS = [...documented.keys()];

describe('the layer rules of the two checks and the table', () => {
  test('the table names every layer of src/ but the harness', () => {
    expect(new Set(ROWS)).toEqual(new Set(LAYERS.filter((l) => l !== 'hostile')));
  });

  test.each(ROWS)('%s: the lint forbids the same folders as the dependency check', (layer) => {
    expect([...(lint.get(layer) ?? [])].sort()).toEqual([...(cruiser.get(layer) ?? [])].sort());
  });

  test.each(ROWS)('%s: the dependency check forbids what the table says, and the harness and main.tsx', (layer) => {
    const expected = new Set([...documented.get(layer)!, ...aboveAll(layer)]);
    expect([...(cruiser.get(layer) ?? [])].sort()).toEqual([...expected].sort());
  });
});
