import { describe, expect, test } from 'vitest';

import { READINGS } from '../engine/rules/readings.ts';
import { readRawSharedView, readSharedView, writeSharedView } from './share-link.ts';

describe('the shared link', () => {
  test('round-trips board, rules, trace and both ends', () => {
    const view = { board: 'panzerblitz-2', rules: 'original', trace: 'real', from: 'C2', to: '2-K7' } as const;
    expect(readSharedView(writeSharedView(view))).toEqual(view);
  });

  test('labels are read in any case and printed upper-case', () => {
    expect(readSharedView('#from=c2&to=g5')).toMatchObject({ from: 'C2', to: 'G5' });
  });

  test('unknown rule sets and trace modes are ignored, not guessed', () => {
    expect(readSharedView('#rules=house&trace=laser')).toEqual({
      board: undefined,
      rules: undefined,
      trace: undefined,
      from: undefined,
      to: undefined,
    });
  });

  test('house readings travel as reading.<id>=<value>, only where they differ from the defaults (docs/rules.md, Disputed readings)', () => {
    const view = {
      board: 'ridge-and-river',
      rules: 'arvold',
      from: 'A1',
      to: 'F3',
      readings: { noteL: 'together', twoThirds: 'whole-sides' },
    } as const;
    const hash = writeSharedView({ ...view, readings: { ...view.readings, lowOnSlope: 'low-or-brown' } });
    expect(hash).toBe(
      '#board=ridge-and-river&rules=arvold&from=A1&to=F3&reading.noteL=together&reading.twoThirds=whole-sides',
    );
    expect(readSharedView(hash)).toEqual(view);
    // A link from before house readings: no readings, the defaults.
    expect(readSharedView('#board=ridge-and-river&from=A1&to=F3').readings).toBeUndefined();
    // A value or an id HexLOS does not know is left out here (link-notices.ts names it), never a throw.
    expect(
      readSharedView('#reading.noteL=sometimes&reading.noteQ=together&reading.tgxNote1=to-target').readings,
    ).toEqual({ tgxNote1: 'to-target' });
    expect(readRawSharedView('#reading.noteL=sometimes&reading.noteQ=together').readings).toEqual([
      { id: 'noteL', value: 'sometimes' },
      { id: 'noteQ', value: 'together' },
    ]);
  });

  // Every value of every reading, however many values it has (READINGS is the one list): the default is not written.
  test.each(READINGS.flatMap((info) => info.values.map((value, i) => ({ id: info.id, value, isDefault: i === 0 }))))(
    'reading.$id=$value round-trips',
    ({ id, value, isDefault }) => {
      const view = { board: 'panzerblitz-1', from: 'A1', to: 'F3', readings: { [id]: value } };
      const hash = writeSharedView(view);
      if (isDefault) {
        expect(hash).not.toContain('reading.');
        expect(readSharedView(hash).readings).toBeUndefined();
      } else {
        expect(hash).toContain(`reading.${id}=${value}`);
        expect(readSharedView(hash).readings).toEqual({ [id]: value });
      }
    },
  );

  test('an empty view is an empty hash', () => {
    expect(writeSharedView({})).toBe('');
  });
});
