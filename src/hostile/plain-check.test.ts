// The hostile suite's board files (cases.ts) read the same with the plain
// board check first as with the schema alone (board/document-check.ts: the
// check only skips zod for a board it is certain of, never changes a reading).

import { expect, test } from 'vitest';

import { readBoardDocument } from '../board/read-board.ts';
import { hostileCases } from './cases.ts';

test("the hostile suite's board files: the same reading", () => {
  let read = 0;
  for (const c of hostileCases()) {
    for (const [name, content] of Object.entries(c.files)) {
      // The 800 kB file of 20,000 bad hexsides only repeats what the 300 kB ones try, at three times the time.
      if (typeof content !== 'string' || !name.endsWith('.json') || content.length > 400_000) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(content);
      } catch {
        continue;
      }
      expect(readBoardDocument(doc)).toStrictEqual(readBoardDocument(doc, 'schema'));
      read++;
    }
  }
  expect(read).toBeGreaterThan(10);
  // Making the suite's cases (VASSAL modules among them) and reading its 300 kB files twice: seconds, more on a busy machine.
}, 120_000);
