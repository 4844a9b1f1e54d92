// The designer's audit heatmap (docs/audit.md): asked of the worker when the
// heatmap is on, for the board, rule set and trace on screen; its progress
// polled while the worker builds it in chunks; dropped (and cancelled in the
// worker) when the heatmap is turned off or the question changes.

import type { AuditReport } from '../engine/audit.ts';
import { CANCELLED } from '../worker/protocol.ts';
import { engine } from './engine.ts';
import { effectiveTrace, houseReadingsKey, readingsToAsk } from './selectors.ts';
import type { AuditSlice, Slice } from './types.ts';

const PROGRESS_POLL_MS = 150;

export const createAuditSlice: Slice<AuditSlice> = (set, get) => ({
  auditMode: 'off',
  audit: undefined,
  auditProgress: undefined,
  auditError: undefined,

  setAuditMode(mode) {
    set({ auditMode: mode });
    if (mode === 'off') {
      set({ audit: undefined, auditProgress: undefined, auditError: undefined });
      void engine().ask('audit', 'cancelAudit');
      return;
    }
    void get().requestAudit();
  },

  async requestAudit() {
    const state = get();
    const { auditMode, board, boardEpoch, rules } = state;
    if (auditMode === 'off' || !board) return;
    const trace = effectiveTrace(state);
    const forKey = `${boardEpoch}|${rules}|${trace}|${houseReadingsKey(state.readings)}`;
    if (state.audit?.forKey === forKey || state.auditProgress?.forKey === forKey) return;
    set({ audit: undefined, auditError: undefined, auditProgress: { forKey, fraction: 0 } });
    const poll = setInterval(async () => {
      const p = await engine().ask('auditProgress', 'auditProgress');
      if (p.stale || !p.value || get().auditProgress?.forKey !== forKey) return;
      set({ auditProgress: { forKey, fraction: p.value.total ? p.value.done / p.value.total : 0 } });
    }, PROGRESS_POLL_MS);
    try {
      const answer = await engine().ask('audit', 'audit', { rules, trace, ...readingsToAsk(state.readings) });
      if (answer.stale || get().auditProgress?.forKey !== forKey) return;
      const value = answer.value;
      if (!value.ok && value.message === CANCELLED) return;
      set(
        value.ok
          ? { audit: { forKey, report: value.value as AuditReport }, auditProgress: undefined, auditError: undefined }
          : { audit: undefined, auditProgress: undefined, auditError: value.message },
      );
      // Viewsheds under this rule set now come from the matrix.
      if (value.ok) void get().requestViewshed();
    } finally {
      clearInterval(poll);
    }
  },
});
