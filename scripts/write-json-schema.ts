// Writes public/hexlos-board.schema.json and public/hexlos-map.schema.json from
// the runtime schema (src/board/schema.ts). Run: npx tsx scripts/write-json-schema.ts
// A unit test (src/board/json-schema.test.ts) fails when the committed files drift.

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { jsonSchemaFiles } from '../src/board/json-schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const { file, text } of jsonSchemaFiles()) {
  await writeFile(`${root}${file}`, text);
  console.log(`wrote ${file}`);
}
