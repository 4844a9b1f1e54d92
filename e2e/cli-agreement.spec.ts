// The app (its engine running in the Web Worker) and the `hexlos` command line
// (the same engine in a Node process) give the same verdicts: the row under
// the verdict matches `hexlos los --rules all`, and each entry matches the
// single-rule query.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { BOARD, chooseBoard, findPair, losOn, openApp, ROOT, tapHex, verdict } from './helpers.ts';

const RULE_WORDS: Record<string, string> = { arvold: 'Arvold', original: 'Original', tgx: 'GameX', tagg: 'Tagg' };

function hexlos(...args: string[]): { rules: string; visible: boolean }[] {
  const out = execFileSync(process.execPath, [join(ROOT, 'bin', 'hexlos.cjs'), ...args, '--json'], {
    encoding: 'utf8',
  });
  const doc = JSON.parse(out);
  return doc.verdicts ?? [{ rules: doc.rules, visible: doc.visible }];
}

test('the verdict row agrees with hexlos los --rules all and with each single-rule query', async ({ page }) => {
  // A pair on which the rule sets disagree, so that agreement means something.
  const pair = await findPair(BOARD, (f, t, b) => {
    const v = ['arvold', 'original', 'tgx'].map((r) => losOn(b, f, t, r as 'arvold').visible);
    return v.some((x) => x !== v[0]);
  });
  const file = join(ROOT, 'boards', `${BOARD}.json`);
  const all = hexlos('los', file, pair.from, pair.to, '--rules', 'all');
  expect(all.map((v) => v.rules)).toEqual(['arvold', 'original', 'tgx']);
  for (const v of all)
    expect(hexlos('los', file, pair.from, pair.to, '--rules', v.rules)).toEqual([
      { rules: v.rules, visible: v.visible },
    ]);

  await openApp(page);
  await chooseBoard(page, BOARD);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
  const row = page.getByTestId('rule-compare');
  for (const v of all) await expect(row).toContainText(`${RULE_WORDS[v.rules]}: ${v.visible ? 'clear' : 'blocked'}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', all[0].visible ? 'clear' : 'blocked');
});
