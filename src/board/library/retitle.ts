// Giving a kept board a new name or id (rename, duplicate, edit a copy): the
// board or map document is the first file; only its `id` and `name` change,
// everything else is written back as it was read.

import type { StoredFile } from './records.ts';

export interface Retitle {
  readonly id?: string;
  readonly name?: string;
}

/** The files with the first document's id and name replaced; the files unchanged when the first is not a JSON object. */
export function retitleFiles(files: readonly StoredFile[], change: Retitle): StoredFile[] {
  const [main, ...rest] = files;
  if (!main) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(main.text);
  } catch {
    return [...files];
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return [...files];
  const next = { ...(doc as Record<string, unknown>) };
  if (change.id !== undefined) next.id = change.id;
  if (change.name !== undefined) next.name = change.name;
  const name = change.id !== undefined ? `${change.id}.json` : main.name;
  return [{ name, text: `${JSON.stringify(next, null, 2)}\n` }, ...rest];
}
