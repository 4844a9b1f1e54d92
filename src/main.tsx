// Entry point: start the engine worker, render the app, load the last (or
// shared) board, and register the service worker for offline use.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { type AppState, setEngineClient, useAppStore } from './store/index.ts';
import { ADDRESS_SETTLE_MS, isKept } from './ui/address-sync.ts';
import { App } from './ui/App.tsx';
import { markFirstVerdict } from './ui/first-verdict-marks.ts';
import { prefetchWhenIdle } from './ui/on-demand.tsx';
import { startApp } from './ui/startup.ts';
import { createWorkerClient } from './worker/client.ts';

// The stylesheets have no exports: importing them is what puts them in the
// page, in this order (the cascade's order among rules of equal weight).
/* oxlint-disable import/no-unassigned-import */
import './ui/styles/base.css';
import './ui/styles/map.css';
import './ui/styles/panel.css';
import './ui/styles/panel-sections.css';
import './ui/styles/over-map.css';
import './ui/styles/views.css';
/* oxlint-enable import/no-unassigned-import */

/** The longest the fetch of each part left out of the first load waits for an idle moment (once the player has paused, on-demand.tsx). */
const PREFETCH_IDLE_WAIT_MS = 2000;

function startHexlos(): void {
  markFirstVerdict('entry-run');
  const engine = createWorkerClient();
  markFirstVerdict('worker-made');
  setEngineClient(engine);
  // Diagnostics (and the e2e suite's proof that superseded work stops): what the worker's viewsheds have done.
  (globalThis as { __hexlosWork?: () => Promise<unknown> }).__hexlosWork = async () => {
    const answer = await engine.ask('work', 'workDone');
    return answer.stale ? undefined : answer.value;
  };
  // The e2e suite's view of the engine's start (e2e/first-verdict.spec.ts): when the worker ran and warmed up.
  (globalThis as { __hexlosBootTimes?: () => Promise<unknown> }).__hexlosBootTimes = async () => {
    const answer = await engine.ask('work', 'bootTimes');
    return answer.stale ? undefined : answer.value;
  };

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  // The first board first; then, when the page is idle, the chunks of the odds sheet, the audit, the editor and the rest, so none of them waits when opened.
  // The turn record's keeper (docs/table.md#the-turn-record) arrives with the first verdict, not in the first load;
  // the verdicts shown while it is on its way are kept for it, with when they came and when they went.
  const earlyVerdicts: { state: AppState; at: number }[] = [];
  const stopKeepingEarly = useAppStore.subscribe((state, previous) => {
    if (state.result === previous.result || (!state.result && earlyVerdicts.length === 0)) return;
    earlyVerdicts.push({ state, at: performance.now() });
    if (earlyVerdicts.length > 1) return;
    void import('./ui/turn-record-keeper.ts').then((keeper) => {
      stopKeepingEarly();
      keeper.keepTurnRecord({ settleMs: ADDRESS_SETTLE_MS, isKept }, earlyVerdicts);
    });
  });
  void startApp().finally(() => prefetchWhenIdle(PREFETCH_IDLE_WAIT_MS));

  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }
}

// Below the support floor the page's own plain script has said which browsers HexLOS needs (index.html,
// docs/browsers.md); starting the app there would only replace that message with a page that cannot work.
if (!document.documentElement.hasAttribute('data-below-floor')) startHexlos();
