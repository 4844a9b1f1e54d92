// @vitest-environment jsdom
// The verdict panel draws what a LosResult contains, in players' words
// (docs/table.md#what-the-app-promises-at-the-table: one large line, range and levels, reasons that flash their place).

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
      between: [
        { q: 4, r: 0 },
        { q: 5, r: 0 },
      ],
      text: 'The brown hexside between E4 and F4 is closer to the target, so a unit on a level 1 hilltop cannot see over it to ground level (note C).',
      cites: ['C'],
    },
  ],
  notes: [],
  citations: [{ id: 'C', name: 'note C', text: '"When firing FROM a Level 1 hilltop TO a ground-level target, …"' }],
};

const board = {
  family: 'panzerblitz',
  name: 'Test',
  cells: new Map(),
  edges: new Map(),
  labels: new Map(),
} as unknown as Board;

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
    expect(screen.getByTestId('routes').textContent).toBe(
      '2 of 4 routes blocked: the defender gets the benefit of the doubt',
    );
    expect(screen.getByTestId('reasons').querySelector('.reason-note')?.textContent).toBe('note C');
    fireEvent.click(screen.getByText(/The brown hexside between E4 and F4/));
    expect(useAppStore.getState().flash?.index).toBe(0);
  });

  test('the rule texts the reasons name are shown once, as the result quotes them', () => {
    useAppStore.setState({ board, firer: from, target: to, phase: 'result', result: blocked });
    render(<Reasons />);
    const cited = screen.getByTestId('citations');
    expect(cited.querySelector('summary')?.textContent).toBe('What the rules say (note C)');
    expect(cited.querySelectorAll('.citation')).toHaveLength(1);
    expect(cited.querySelector('dd')?.textContent).toBe(blocked.citations![0].text);
    expect(screen.getByTestId('reasons').textContent).not.toContain('When firing FROM');
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
    // Before any answer under every rule set (a board's first verdict), the row already holds its place.
    act(() => useAppStore.setState({ verdicts: [] }));
    expect(screen.getByTestId('rule-compare').textContent).toBe('Arvold: …Original: …');
  });

  test('a rule set that cannot answer yet is shown as a message, not a crash', () => {
    useAppStore.setState({
      board,
      firer: from,
      target: to,
      phase: 'result',
      losError: 'rule set tagg is not implemented yet',
      rules: 'tagg',
    });
    render(<VerdictLine />);
    expect(screen.getByTestId('verdict').getAttribute('data-verdict')).toBe('error');
    expect(screen.getByTestId('verdict').textContent).toMatch(
      /The Tagg rules cannot judge this line yet: rule set tagg is not implemented yet/,
    );
  });
  test('what the line met that did not block follows the reasons, each tappable to flash its place', () => {
    const met = (n: number) => ({
      rule: 'L',
      kind: 'hexside' as const,
      symbol: 'orange' as const,
      between: [
        { q: 3 + n, r: 0 },
        { q: 4 + n, r: 0 },
      ] as const,
      text: `The orange hexside number ${n} does not block by itself (note L).`,
    });
    useAppStore.setState({
      board,
      firer: from,
      target: to,
      phase: 'result',
      result: { ...blocked, cleared: [met(0), met(1)] },
    });
    const { rerender } = render(<Reasons />);
    const list = screen.getByTestId('cleared');
    expect(list.querySelector('summary')?.textContent).toBe('Also met, not blocking (2)');
    expect(list.hasAttribute('open')).toBe(true);
    // After the blocking reason, in order along the line.
    const texts = [...document.querySelectorAll('.reason-text')].map((e) => e.textContent);
    expect(texts).toEqual([blocked.reasons[0].text, met(0).text, met(1).text]);
    fireEvent.click(screen.getByText(met(1).text));
    expect(useAppStore.getState().flash).toMatchObject({ index: 1, list: 'cleared' });

    // A clear line says so, and a long list starts folded.
    const long = [0, 1, 2, 3, 4].map(met);
    act(() =>
      useAppStore.setState({
        result: {
          ...blocked,
          from: to,
          to: from,
          visible: true,
          reasons: [],
          routes: { count: 4n, blocked: 0n },
          cleared: long,
        },
      }),
    );
    rerender(<Reasons />);
    const folded = screen.getByTestId('cleared');
    expect(folded.querySelector('summary')?.textContent).toBe('Met on the line, and why none blocks (5)');
    expect(folded.hasAttribute('open')).toBe(false);
  });

  test('a verdict that depends on a contested reading says so in one line under it, with the reading in force', () => {
    const text = 'Under the other reading of 000 note L (orange and purple counted together) this line is BLOCKED.';
    useAppStore.setState({
      board,
      firer: from,
      target: to,
      phase: 'result',
      result: {
        ...blocked,
        visible: true,
        reasons: [],
        disputes: [
          {
            reading: 'noteL',
            value: 'together',
            visible: false,
            text,
            inForce: 'orange and purple counted separately',
          },
        ],
      },
    });
    let shown = 0;
    render(<VerdictLine onShowReadings={() => shown++} />);
    const line = screen.getByTestId('dispute');
    expect(screen.getByTestId('dispute-text').textContent).toBe(text);
    expect(screen.getByTestId('dispute-in-force').textContent).toBe(
      'In force now: orange and purple counted separately.',
    );
    expect(line.getAttribute('data-reading')).toBe('noteL');
    expect(screen.getByTestId('verdict').contains(line)).toBe(true);
    expect(screen.queryByTestId('disputes')).toBeNull();
    // A tap on it opens the house readings.
    fireEvent.click(line);
    expect(shown).toBe(1);
  });

  test('two dispute lines fold under one line that says how many', () => {
    const dispute = (reading: 'noteL' | 'lowOnSlope', value: string) => ({
      reading,
      value,
      visible: false,
      text: `Under the other reading of ${reading} this line is BLOCKED.`,
      inForce: 'the default',
    });
    useAppStore.setState({
      board,
      firer: from,
      target: to,
      phase: 'result',
      result: {
        ...blocked,
        visible: true,
        reasons: [],
        disputes: [dispute('noteL', 'together'), dispute('lowOnSlope', 'ground-woods')],
      },
    });
    render(<VerdictLine />);
    const folded = screen.getByTestId('disputes');
    expect(folded.hasAttribute('open')).toBe(false);
    expect(folded.querySelector('summary')?.textContent).toBe('Under 2 other readings this line is BLOCKED');
    expect(screen.getAllByTestId('dispute')).toHaveLength(2);
  });
});
