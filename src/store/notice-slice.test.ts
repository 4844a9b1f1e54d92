// What an action did is said once and goes when its time is up, never taking
// a newer saying with it (docs/table.md, "Every action answers").

import { beforeEach, expect, test } from 'vitest';

import { resetAppStore, useAppStore } from './index.ts';

beforeEach(() => resetAppStore());

test('the same words said twice are two sayings; the first one’s end leaves the second', () => {
  const { say, unsay } = useAppStore.getState();
  say('Link copied.');
  const first = useAppStore.getState().said!;
  say('Link copied.');
  const second = useAppStore.getState().said!;
  expect(second.nonce).not.toBe(first.nonce);
  unsay(first.nonce);
  expect(useAppStore.getState().said).toEqual(second);
  unsay(second.nonce);
  expect(useAppStore.getState().said).toBeUndefined();
});
