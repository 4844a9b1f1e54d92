// The sample boards and maps shipped with the app (boards/*.json), for the
// browser: a catalogue to fill the picker without loading every file, lazy
// loaders (Vite splits each file into its own chunk), and the resolver a map
// uses to find its boards. Imported only by the UI; Node code reads files
// through node-io.ts.
//
// The catalogue is written out here so that listing boards costs nothing;
// bundled.test.ts checks it against the files.

import type { BoardFamily } from '../engine/types.ts';
import { loadBoardOrMap, type LoadResult, type ResolveRef } from './parse.ts';

export interface BundledBoard {
  /** The file's id (also its file name: boards/<id>.json). */
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly kind: 'board' | 'map';
  load(): Promise<LoadResult>;
}

/** What the picker shows before anything is loaded. */
export const BUNDLED_CATALOGUE: readonly Omit<BundledBoard, 'load'>[] = [
  { id: 'ridge-and-river', name: 'Ridge and River', family: 'panzerblitz', kind: 'board' },
  { id: 'lake-and-heights', name: 'Lake and Heights', family: 'panzerblitz', kind: 'board' },
  {
    id: 'three-boards',
    name: 'Three boards: Ridge and River, Lake and Heights, Ridge and River turned',
    family: 'panzerblitz',
    kind: 'map',
  },
  { id: 'hill-country', name: 'Hill Country (elevation numbers)', family: 'elevation', kind: 'board' },
];

const FILES = import.meta.glob<unknown>('../../boards/*.json', { import: 'default' });

const fileOf = (id: string): string => `../../boards/${id}.json`;

/** The id a map's `board` entry names: "ridge-and-river", "ridge-and-river.json" or "./ridge-and-river.json". */
const idOfRef = (ref: string): string => ref.replace(/^\.\//, '').replace(/\.json$/, '');

/** Finds a bundled board by id for a bundled map's `board` entries. */
export const resolveBundledRef: ResolveRef = async (ref) => {
  const loader = Object.hasOwn(FILES, fileOf(idOfRef(ref))) ? FILES[fileOf(idOfRef(ref))] : undefined;
  return loader ? await loader() : undefined;
};

/** Loads a board or map document, resolving a map's boards among the bundled ones. */
export const loadBundledDocument = (json: unknown): Promise<LoadResult> => loadBoardOrMap(json, resolveBundledRef);

export const bundledBoards: readonly BundledBoard[] = BUNDLED_CATALOGUE.filter((entry) =>
  Object.hasOwn(FILES, fileOf(entry.id)),
).map((entry) => ({
  ...entry,
  async load() {
    const json = await FILES[fileOf(entry.id)]();
    return loadBundledDocument(json);
  },
}));

/** Ids of the bundled files (for checking the catalogue). */
export const bundledFileIds = (): string[] =>
  Object.keys(FILES)
    .map((path) => path.replace(/^.*\//, '').replace(/\.json$/, ''))
    .sort();
