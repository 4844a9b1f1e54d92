// @vitest-environment jsdom
// The verdict panel draws what a LosResult contains, in players' words
// (ux.md: one large line, range and levels, reasons that flash their place).

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LosResult } from '../../engine/rules/types.ts';
import type { Board } from '../../engine/types.ts';
import { resetAppStore, useAppStore } from '../../store/index.ts';
import { pairKey } from '../../store/pick-slice.ts';
import { Reasons, VerdictLine } from './Verdict.tsx';

const from = { q: 2, r: 0 };
const to = { q: 6, r: 1 };

const blocked: LosResult = {
  from,
  to,
  range: 5,
  rules: 'arvold',
  trace: 'hex',
  firer: { hex: from, label: 'C2', level: 'H1', terrain: 'hilltop', elevation: 2, inGully: false },
  target: { hex: to, label: 'G5', level: 'G', terrain: 'clear', elevation: 0, inGully: false },
  visible: false,
  steps: [[from], [to]],
  routes: { count: 4n, blocked: 2n },
  reasons: [
    {
      rule: 'C',
      kind: 'hexside',
      symbol: 'brown',
      between: [{ q: 4, r: 0 }, { q: 5, r: 0 }],
      text: 'The brown hexside between E4 and F4 is closer to the target, so a unit on a level 1 hilltop cannot see over it to ground level (note C).',
    },
  ],
  notes: [],
};

const board = { family: 'panzerblitz', name: 'Test', cells: new Map(), edges: new Map(), labels: new Map() } as unknown as Board;

beforeEach(() => {
  resetAppStore();
});
afterEach(cleanup);

describe('the verdict panel', () => {
  test('before any tap it says what to do', () => {
    useAppStore.setState({ board });
    render(<VerdictLine />);
    expect(screen.getByTestId('verdict').textContent).toMatch(/Tap the firer’s hex/);
  });

  test('a blocked line: one large word, range and levels, routes and reasons with their note', () => {
    useAppStore.setState({ board, firer: from, target: to, phase: 'result', result: blocked });
    render(
      <>
        <VerdictLine />
        <Reasons />
      </>,
    );
    expect(screen.getByText('BLOCKED')).toBeTruthy();
    expect(screen.getByText('range 5 · hilltop → ground')).toBeTruthy();
    expect(screen.getByTestId('routes').textContent).toBe('2 of 4 routes blocked: the defender gets the benefit of the doubt');
    expect(screen.getByText('note C')).toBeTruthy();
    fireEvent.click(screen.getByText(/The brown hexside between E4 and F4/));
    expect(useAppStore.getState().flash?.index).toBe(0);
  });

  test('the verdict under every rule set, and a tap switches to one', () => {
    useAppStore.setState({
      board,
      firer: from,
      target: to,
      phase: 'result',
      result: blocked,
      verdicts: [
        { id: 'arvold', name: 'Arvold', visible: false },
        { id: 'original', name: 'Original', visible: true },
      ],
      verdictsFor: pairKey(blocked.from, blocked.to, blocked.trace),
      ruleSetInfos: [
        { id: 'arvold', name: 'Arvold', source: '', families: ['panzerblitz'], traces: ['hex'] },
        { id: 'original', name: 'Original', source: '', families: ['panzerblitz'], traces: ['hex'] },
      ],
    });
    render(<VerdictLine />);
    const row = screen.getByTestId('rule-compare');
    expect(row.textContent).toBe('Arvold: blockedOriginal: clear');
    // Until the new line's verdicts arrive, the row keeps its place and says they are pending.
    act(() => useAppStore.setState({ verdictsFor: '' }));
    expect(screen.getByTestId('rule-compare').textContent).toBe('Arvold: …Original: …');
  });

  test('a rule set that cannot answer yet is shown as a message, not a crash', () => {
    useAppStore.setState({ board, firer: from, target: to, phase: 'result', losError: 'rule set tagg is not implemented yet', rules: 'tagg' });
    render(<VerdictLine />);
    expect(screen.getByTestId('verdict').getAttribute('data-verdict')).toBe('error');
    expect(screen.getByTestId('verdict').textContent).toMatch(/The Tagg rules cannot judge this line yet: rule set tagg is not implemented yet/);
  });
});
