// @vitest-environment jsdom
// A part loaded on demand: nothing loaded while it is not shown, loaded once
// however often it is shown or prefetched, a failed prefetch does not keep it
// from loading when shown, and its placeholder stands in until it arrives.

import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { create } from 'zustand';

import { onDemand, prefetchOnDemand } from './on-demand.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

function countingPart(name: string, failures = 0) {
  const calls = { count: 0 };
  let left = failures;
  const load = async () => {
    calls.count += 1;
    if (left-- > 0) throw new Error(`${name}: fetch failed`);
    return function Loaded({ word }: { word: string }) {
      return <p>{`${name} ${word}`}</p>;
    };
  };
  return { calls, load };
}

const shown = create<{ on: boolean }>(() => ({ on: false }));
const useShownByTest = (): boolean => shown((s) => s.on);
const showIt = (on: boolean): void => shown.setState({ on });

describe('a part loaded on demand', () => {
  test('is neither rendered nor loaded until its state shows it, then loaded once', async () => {
    const { calls, load } = countingPart('odds');
    const Part = onDemand(load, { shown: useShownByTest });
    render(<Part word="sheet" />);
    expect(calls.count).toBe(0);
    expect(screen.queryByText('odds sheet')).toBeNull();
    await act(async () => showIt(true));
    expect(await screen.findByText('odds sheet')).toBeTruthy();
    await act(async () => showIt(false));
    await act(async () => showIt(true));
    expect(await screen.findByText('odds sheet')).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  test('the prefetch loads every part not shown yet, once; a part whose prefetch failed loads when shown', async () => {
    const legend = countingPart('legend');
    const audit = countingPart('audit', 1);
    const Legend = onDemand(legend.load);
    const Audit = onDemand(audit.load);
    prefetchOnDemand();
    prefetchOnDemand();
    expect([legend.calls.count, audit.calls.count]).toEqual([1, 1]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    render(
      <>
        <Legend word="shown" />
        <Audit word="row" />
      </>,
    );
    expect(await screen.findByText('legend shown')).toBeTruthy();
    expect(await screen.findByText('audit row')).toBeTruthy();
    expect([legend.calls.count, audit.calls.count]).toEqual([1, 2]);
  });

  test('stands in as its placeholder until its chunk arrives, then the part takes its place', async () => {
    let arrive: (part: ComponentType<{ word: string }>) => void = () => undefined;
    const chunk = new Promise<ComponentType<{ word: string }>>((resolve) => {
      arrive = resolve;
    });
    const Part = onDemand(() => chunk, { placeholder: () => <p>legend folded</p> });
    render(<Part word="open" />);
    expect(await screen.findByText('legend folded')).toBeTruthy();
    await act(async () => arrive(({ word }) => <p>{`legend ${word}`}</p>));
    expect(await screen.findByText('legend open')).toBeTruthy();
    expect(screen.queryByText('legend folded')).toBeNull();
  });
});

describe('the prefetch while the player taps', () => {
  test('waits for a pause, fetches one part at a time, and waits again when the player touches the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      vi.resetModules();
      const fresh = await import('./on-demand.tsx');
      const asked: string[] = [];
      const settle: Record<string, () => void> = {};
      const part = (name: string) =>
        fresh.onDemand(
          () =>
            new Promise<ComponentType>((resolve) => {
              asked.push(name);
              settle[name] = () => resolve(() => <p>{name}</p>);
            }),
        );
      part('odds');
      part('audit');
      fresh.prefetchWhenIdle(2000);
      const touch = () => window.dispatchEvent(new Event('pointerdown'));

      await vi.advanceTimersByTimeAsync(fresh.PREFETCH_QUIET_MS / 2);
      touch();
      await vi.advanceTimersByTimeAsync(fresh.PREFETCH_QUIET_MS - 10);
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect(asked).toEqual(['odds']);

      // A tap while the first part arrives: the next waits for another pause.
      touch();
      settle.odds();
      await vi.advanceTimersByTimeAsync(fresh.PREFETCH_QUIET_MS - 10);
      expect(asked).toEqual(['odds']);
      await vi.advanceTimersByTimeAsync(20);
      expect(asked).toEqual(['odds', 'audit']);
    } finally {
      vi.useRealTimers();
    }
  });
});
