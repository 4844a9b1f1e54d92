// The sample boards are drawn as sketches in sample-boards.ts; the committed
// files must be exactly what the script writes, so an edit to either shows.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

import { sampleBoardFiles } from './sample-boards.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

test.each(sampleBoardFiles())('$file is what scripts/sample-boards.ts writes', ({ file, text }) => {
  expect(readFileSync(`${root}${file}`, 'utf8')).toBe(text);
});
