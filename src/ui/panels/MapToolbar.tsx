// Controls floating on the map: the board's name, the viewshed and inspect
// toggles, theme and share at the top (with the viewshed's key while it is
// tinted); zoom and fit at the bottom.

import { useAppStore } from '../../store/index.ts';
import { flushAddress } from '../address-sync.ts';
import { mapControls } from '../canvas/map-controls.ts';
import { PALETTES } from '../palette.ts';
import { askPanelFor } from '../panel-requests.ts';
import { useShown } from '../shown-pick.ts';
import {
  ChevronDownIcon,
  EyeIcon,
  FitIcon,
  InfoIcon,
  MinusIcon,
  MoonIcon,
  PlusIcon,
  ShareIcon,
  SunIcon,
} from './icons.tsx';
import { ViewshedSwatch } from './ViewshedSwatch.tsx';

export function MapToolbar() {
  const board = useAppStore((s) => s.board);
  const firer = useShown((s) => s.firer);
  const showViewshed = useAppStore((s) => s.showViewshed);
  const viewshedBusy = useAppStore((s) => s.viewshedBusy);
  const viewshed = useAppStore((s) => s.viewshed);
  const inspectMode = useAppStore((s) => s.inspectMode);
  const theme = useAppStore((s) => s.theme);
  const setShowViewshed = useAppStore((s) => s.setShowViewshed);
  const setInspectMode = useAppStore((s) => s.setInspectMode);
  const setTheme = useAppStore((s) => s.setTheme);

  const share = async () => {
    // The address names the pick once it has settled: a share straight after a tap writes it first.
    flushAddress();
    const url = window.location.href;
    const { say } = useAppStore.getState();
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied.');
    } catch {
      // The browser refused the clipboard: the link is offered to copy by hand.
      window.prompt('Copy this link', url);
      say('The link was shown to copy.');
    }
    // A kept board too big to travel in the link: say so and offer its file.
    void useAppStore.getState().noteShared();
  };

  return (
    <>
      <div className="map-top">
        {/* The board's name opens the board picker: it looked like one (docs/table.md "The board's name opens the picker"). */}
        <button
          type="button"
          className="brand"
          title={board ? `${board.name}: choose another board` : 'Choose a board'}
          aria-label={board ? `Board: ${board.name}. Choose another board` : 'Choose a board'}
          onClick={() => askPanelFor('board-picker')}
          data-testid="board-pill"
        >
          <span className="brand-mark" aria-hidden>
            ⬡
          </span>
          <span className="brand-name">HexLOS</span>
          {board && <span className="board-name">{board.name}</span>}
          <span className="brand-chevron">
            <ChevronDownIcon />
          </span>
        </button>
        <div className="map-buttons">
          <button
            type="button"
            className={showViewshed ? 'tool tool-on' : 'tool'}
            aria-pressed={showViewshed}
            onClick={() => setShowViewshed(!showViewshed)}
            data-testid="viewshed-toggle"
            title="Tint every hex the firer can see"
          >
            <EyeIcon />
            <span className="tool-label">
              Viewshed
              {showViewshed && viewshed && firer ? ` · ${viewshed.hexes.size}` : ''}
              {showViewshed && viewshedBusy ? '…' : ''}
            </span>
          </button>
          <button
            type="button"
            className={inspectMode ? 'tool tool-on' : 'tool'}
            aria-pressed={inspectMode}
            onClick={() => setInspectMode(!inspectMode)}
            data-testid="inspect-toggle"
            title="Tap a hex to see its terrain and effects (or press and hold)"
          >
            <InfoIcon />
            <span className="tool-label">Inspect</span>
          </button>
          <button
            type="button"
            className="tool"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={theme === 'dark' ? 'Light theme' : 'Game night (dark) theme'}
            title={theme === 'dark' ? 'Light theme' : 'Game night theme'}
            data-testid="theme-toggle"
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
          <button
            type="button"
            className="tool"
            onClick={share}
            aria-label="Copy a link to this line of sight"
            title="Copy a link to this line of sight"
          >
            <ShareIcon />
          </button>
        </div>
      </div>
      {showViewshed && viewshed && firer && (
        <p className="viewshed-key" data-testid="viewshed-key">
          <ViewshedSwatch seen palette={PALETTES[theme]} /> seen
          <ViewshedSwatch seen={false} palette={PALETTES[theme]} /> hidden
        </p>
      )}
      <div className="map-zoom">
        <button type="button" className="tool" aria-label="Zoom in" onClick={() => mapControls()?.zoomBy(1.35)}>
          <PlusIcon />
        </button>
        <button type="button" className="tool" aria-label="Zoom out" onClick={() => mapControls()?.zoomBy(1 / 1.35)}>
          <MinusIcon />
        </button>
        <button type="button" className="tool" aria-label="Fit the board" onClick={() => mapControls()?.fit()}>
          <FitIcon />
        </button>
      </div>
    </>
  );
}
