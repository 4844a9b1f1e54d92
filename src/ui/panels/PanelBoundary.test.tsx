// @vitest-environment jsdom
// A panel that fails shows its error in its place while the
// map and the other panels stay (App.test.tsx types the 400 nines that used to
// unmount the whole app).

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { PanelBoundary } from './PanelBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new RangeError('not an exact fraction: Infinity/1');
}

describe('one panel’s failure never takes down the app', () => {
  test('a panel that throws shows its error in place; its siblings stay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <PanelBoundary name="The odds sheet">
          <Broken />
        </PanelBoundary>
        <p>the map</p>
      </div>,
    );
    expect(screen.getByTestId('panel-failed').textContent).toContain(
      'The odds sheet stopped working: not an exact fraction: Infinity/1',
    );
    expect(screen.getByText('the map')).toBeTruthy();
  });
});
