// @vitest-environment jsdom
// The whole app in jsdom, driven the way a person does: pick a bundled board,
// type the two ends, read the verdict. jsdom has no Worker, so the engine
// runs in-process behind the same client (the e2e suite proves the worker).

// Konva needs a 2D canvas, which jsdom lacks: the mock installs one for the whole file.
// oxlint-disable-next-line import/no-unassigned-import
import 'vitest-canvas-mock';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';

import { resetAppStore, setEngineClient, useAppStore } from '../store/index.ts';
import { createEngineClient } from '../worker/client.ts';
import { EngineShell } from '../worker/engine-api.ts';
import { App } from './App.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  resetAppStore();
});

/** The app in jsdom with the engine in-process, showing the first bundled board. */
async function renderOnFirstBoard(): Promise<void> {
  setEngineClient(createEngineClient(new EngineShell(), false));
  render(<App />);
  await act(async () => {
    await useAppStore.getState().fetchBoardList();
    await useAppStore.getState().openBundled(useAppStore.getState().boardList[0].id);
  });
}

describe('the app', () => {
  test('a board from the picker, two labels typed, and the engine’s verdict on screen', async () => {
    await renderOnFirstBoard();
    const board = useAppStore.getState().board!;
    expect(screen.getAllByText(board.name).length).toBeGreaterThan(0);
    const labels = [...board.cells.values()].map((c) => c.label);
    fireEvent.change(screen.getByTestId('firer-input'), { target: { value: labels[0].toLowerCase() } });
    fireEvent.keyDown(screen.getByTestId('firer-input'), { key: 'Enter' });
    fireEvent.change(screen.getByTestId('target-input'), { target: { value: labels[5] } });
    fireEvent.keyDown(screen.getByTestId('target-input'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('verdict').getAttribute('data-verdict')).toMatch(/clear|blocked/));
    const result = useAppStore.getState().result!;
    expect(screen.getByTestId('verdict').textContent).toContain(result.visible ? 'CLEAR' : 'BLOCKED');
    expect(screen.getByTestId('verdict').textContent).toContain(`range ${result.range}`);
  });

  test('a bad file from the picker shows its problems and the board stays', async () => {
    await renderOnFirstBoard();
    const before = useAppStore.getState().board;
    const file = new File(
      [
        '{"format":"hexlos-board/1","id":"x","name":"X","family":"panzerblitz","grid":{"columns":4,"rows":4},"hexes":{"B2":{"terrain":"lava"}}}',
      ],
      'x.json',
    );
    fireEvent.change(screen.getByTestId('board-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('problems')).toBeTruthy());
    expect(screen.getByTestId('problems').textContent).toContain('hexes.B2.terrain');
    expect(useAppStore.getState().board).toBe(before);
    fireEvent.click(screen.getByTestId('problems-dismiss'));
    expect(screen.queryByTestId('problems')).toBeNull();
  });

  // This used to throw during render and unmount the whole app.
  test('400 nines in AF and "1/" with 400 nines in DF: the app stays, the sheet says why', async () => {
    await renderOnFirstBoard();
    const board = useAppStore.getState().board!;
    const cells = [...board.cells.values()];
    await act(async () => {
      useAppStore.getState().setFirer(cells[0].hex);
      useAppStore.getState().setTarget(cells[3].hex, 0);
      useAppStore.getState().setCombatOpen(true);
    });
    const nines = '9'.repeat(400);
    fireEvent.change(screen.getByTestId('combat-af'), { target: { value: nines } });
    fireEvent.change(screen.getByTestId('combat-range'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('combat-df'), { target: { value: `1/${nines}` } });
    await waitFor(() => expect(screen.getByTestId('combat').textContent).toMatch(/AF .* too large: at most 999/));
    expect(screen.getByTestId('combat-problem').textContent).toMatch(/DF/);
    expect(screen.queryByTestId('panel-failed')).toBeNull();
    expect(screen.getByTestId('verdict')).toBeTruthy();
  });
});
