import { describe, expect, test } from 'vitest';
import { readSharedView, writeSharedView } from './share.ts';

describe('the shared link', () => {
  test('round-trips board, rules, trace and both ends', () => {
    const view = { board: 'panzerblitz-2', rules: 'original', trace: 'real', from: 'C2', to: '2-K7' } as const;
    expect(readSharedView(writeSharedView(view))).toEqual(view);
  });

  test('labels are read in any case and printed upper-case', () => {
    expect(readSharedView('#from=c2&to=g5')).toMatchObject({ from: 'C2', to: 'G5' });
  });

  test('unknown rule sets and trace modes are ignored, not guessed', () => {
    expect(readSharedView('#rules=house&trace=laser')).toEqual({ board: undefined, rules: undefined, trace: undefined, from: undefined, to: undefined });
  });

  test('an empty view is an empty hash', () => {
    expect(writeSharedView({})).toBe('');
  });
});
