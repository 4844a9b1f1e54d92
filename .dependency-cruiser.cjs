// The import graph's two laws, checked by `npm run check:deps` (docs/layers.md):
// no import circles anywhere in src/, and no import against the layer order
//   engine → board → scan and card → worker and CLI → store → UI
// (an arrow points from a layer to the layers allowed to import it). The
// same layers are lint rules in .oxlintrc.json, forbidding the same folders
// (scripts/layer-rules.test.ts compares the two); this check also sees
// circles, which a per-file lint rule cannot.
// TypeScript 7 has no compiler API, so the sources are read with swc's parser,
// which keeps `import type` lines: a circle over types alone is still a circle.

// dependency-cruiser (17.x) asks swc for TypeScript without JSX for every file,
// and the .tsx files do not parse that way: turn JSX on for them.
const swc = require('@swc/core');
const parseTypeScriptFile = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseTypeScriptFile(file, { ...options, tsx: file.endsWith('.tsx') });

const layer = (name) => `^src/${name}/`;

/** Which layers each layer must not import: every layer above it. */
const LAYER_RULES = [
  {
    name: 'engine-is-pure',
    from: layer('engine'),
    to: '^src/(board|scan|card|worker|cli|store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'src/engine imports nothing from board, scan, card, worker, CLI, store or UI.',
  },
  {
    name: 'board-below-the-scanner',
    from: layer('board'),
    to: '^src/(scan|card|worker|cli|store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'board imports only the engine: the scanner and the card read boards, never the other way.',
  },
  {
    name: 'scan-below-the-app',
    from: layer('scan'),
    to: '^src/(card|worker|cli|store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'scan imports only the engine and board.',
  },
  {
    name: 'card-below-the-app',
    from: layer('card'),
    to: '^src/(scan|worker|cli|store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'src/card draws a verdict card from the engine and board only, for the worker, CLI and UI above it.',
  },
  {
    name: 'worker-below-the-store',
    from: layer('worker'),
    to: '^src/(cli|store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'the worker serves the app from below: never the store, the UI, nor the Node command line beside it.',
  },
  {
    name: 'cli-below-the-store',
    from: layer('cli'),
    to: '^src/(store|ui|hostile)/|^src/main\\.tsx$',
    comment: 'the CLI is a Node program beside the worker: it never imports the store or the UI.',
  },
  {
    name: 'store-below-the-ui',
    from: layer('store'),
    to: '^src/(ui|cli|hostile)/|^src/main\\.tsx$',
    comment: 'the store never imports the UI, nor the Node command line.',
  },
  {
    name: 'browser-without-the-cli',
    from: '^src/ui/|^src/main\\.tsx$',
    to: '^src/(cli|hostile)/',
    comment: 'the UI runs in the browser: it never imports the Node command line.',
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the modules on it can only be understood, tested and loaded together.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...LAYER_RULES.map(({ name, from, to, comment }) => ({
      name,
      severity: 'error',
      comment,
      from: { path: from },
      to: { path: to },
    })),
  ],
  options: {
    parser: 'swc',
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6'],
  },
};
