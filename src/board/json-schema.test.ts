import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

import { jsonSchemaFiles } from './json-schema.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

test.each(jsonSchemaFiles().map((f) => [f.file, f.text] as const))(
  '%s is what the runtime schema generates (run: npx tsx scripts/write-json-schema.ts)',
  (file, text) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).toBe(text);
  },
);
