// JSON paths as problems print them: `hexes.C4.terrain`, `hexsides[3].side`,
// `hexes["a b"]` for keys that are not plain words. Reading by path never
// walks inherited properties, so `__proto__` or `constructor` keys in a file
// find nothing but the file's own data.

const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

export function appendPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const part = PLAIN_KEY.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (path === '') return part;
  return part.startsWith('[') ? `${path}${part}` : `${path}.${part}`;
}

export function pathOf(segments: readonly PropertyKey[]): string {
  let path = '';
  for (const s of segments) path = appendPath(path, typeof s === 'number' ? s : String(s));
  return path;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's own property (never an inherited one such as `constructor`). */
export const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** The value at a path of own properties, or undefined. */
export function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let value = root;
  for (const s of segments) {
    if (Array.isArray(value) && typeof s === 'number') value = value[s];
    else if (isRecord(value) && typeof s === 'string' && Object.hasOwn(value, s)) value = value[s];
    else return undefined;
  }
  return value;
}

/** Prefix for problems found inside a file a map refers to: `boards[1].board#hexes.C4`. */
export const nestedPath = (prefix: string, inner: string): string => (inner === '' ? prefix : `${prefix}#${inner}`);
