// @vitest-environment jsdom
// A part loaded on demand: nothing loaded while it is not shown, loaded once
// however often it is shown or prefetched, a failed prefetch does not keep it
// from loading when shown, and its placeholder stands in until it arrives.

import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { create } from 'zustand';

import { onDemand, prefetchOnDemand, setChunkFetching } from './on-demand.tsx';

/** The addresses the last try of a failing part imported past the caches. */
const freshImports: string[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // No real waits between tries; the last try's import by address fails as the network would.
  setChunkFetching({
    wait: async () => undefined,
    importAddress: async (address) => {
      freshImports.push(address);
      throw new Error(`error loading dynamically imported module: ${address}`);
    },
  });
});
afterEach(cleanup);

function countingPart(name: string, failures = 0) {
  const calls = { count: 0 };
  let left = failures;
  const load = async () => {
    calls.count += 1;
    if (left-- > 0) throw new Error(`${name}: fetch failed`);
    return {
      Loaded: function Loaded({ word }: { word: string }) {
        return <p>{`${name} ${word}`}</p>;
      },
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
    const Part = onDemand(load, 'Loaded', { shown: useShownByTest });
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
    const audit = countingPart('audit', 3);
    const Legend = onDemand(legend.load, 'Loaded');
    const Audit = onDemand(audit.load, 'Loaded');
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
    // The prefetch tried the audit three times (two retries), all failed; showing it tried once more.
    expect([legend.calls.count, audit.calls.count]).toEqual([1, 4]);
  });

  test('stands in as its placeholder until its chunk arrives, then the part takes its place', async () => {
    let arrive: (part: { Legend: ComponentType<{ word: string }> }) => void = () => undefined;
    const chunk = new Promise<{ Legend: ComponentType<{ word: string }> }>((resolve) => {
      arrive = resolve;
    });
    const Part = onDemand(() => chunk, 'Legend', { placeholder: () => <p>legend folded</p> });
    render(<Part word="open" />);
    expect(await screen.findByText('legend folded')).toBeTruthy();
    await act(async () => arrive({ Legend: ({ word }) => <p>{`legend ${word}`}</p> }));
    expect(await screen.findByText('legend open')).toBeTruthy();
    expect(screen.queryByText('legend folded')).toBeNull();
  });
});

describe('a part whose chunk fails to arrive', () => {
  test('is asked for again, and a failure that passes never reaches the player', async () => {
    const sheet = countingPart('odds', 1);
    const Part = onDemand(sheet.load, 'Loaded');
    render(<Part word="sheet" />);
    expect(await screen.findByText('odds sheet')).toBeTruthy();
    expect(sheet.calls.count).toBe(2);
    expect(screen.queryByTestId('part-not-loaded')).toBeNull();
  });

  test('that never arrives: retried under new addresses, the last past the caches, then the part offers a reload', async () => {
    const chunk = 'https://table.example/assets/HexInspector-Bx1.js';
    let tries = 0;
    const Part = onDemand(async (): Promise<{ HexInspector: ComponentType }> => {
      tries += 1;
      throw new TypeError(`error loading dynamically imported module: ${chunk}`);
    }, 'HexInspector');
    freshImports.length = 0;
    render(<Part />);
    expect(await screen.findByTestId('part-not-loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload HexLOS' })).toBeTruthy();
    expect(tries, 'then each retry under an address of its own').toBe(1);
    expect(freshImports).toEqual([`${chunk}?retry=1`, `${chunk}?refetch=2`]);
  });

  test('an error of the part itself, once arrived, is not taken for a failed load', async () => {
    const Part = onDemand(
      async () => ({
        Broken: (): never => {
          throw new Error('drawing failed');
        },
      }),
      'Broken',
    );
    const caught: unknown[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<Part />, { onCaughtError: (error: unknown) => caught.push(error) });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    } catch (error) {
      caught.push(error);
    } finally {
      quiet.mockRestore();
    }
    expect(screen.queryByTestId('part-not-loaded')).toBeNull();
    expect(caught.map((error) => (error as Error).message)).toContain('drawing failed');
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
            new Promise<{ Part: ComponentType }>((resolve) => {
              asked.push(name);
              settle[name] = () => resolve({ Part: () => <p>{name}</p> });
            }),
          'Part',
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
