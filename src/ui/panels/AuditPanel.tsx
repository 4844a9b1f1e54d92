// The designer's audit heatmap on the map (docs/audit.md): a toggle, then the
// choice between "sees" and "seen by" (only when they differ: every rule set
// so far is symmetric, and the card says so), the build's progress, the
// colour ramp with its range, and folded under one line on narrow screens the
// hexes no other hex sees and the rule-set differences.
// It shows what the engine's audit contains; it decides nothing. Its card can
// be folded away (the tint stays) and is never taller than the phone's sheet,
// so it does not hide the board it describes (docs/table.md).

import { useEffect, useLayoutEffect, useMemo, useState } from 'react';

import type { AuditReport } from '../../engine/audit.ts';
import { labelOf } from '../../engine/board-model.ts';
import type { Axial } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { effectiveTrace, houseReadingsKey } from '../../store/selectors.ts';
import { HEAT_RAMP } from '../canvas/draw-marks.ts';
import { heatOf } from '../canvas/heat.ts';
import { useWide } from '../use-wide.ts';
import { ruleSetWord } from '../words.ts';

/** The folded details' one line: what they hold, counted. */
function moreSummary(report: AuditReport, symmetric: boolean): string {
  const hidden = report.hiddenFromEverywhere.length;
  const compared = report.differences.length;
  const parts = [hidden === 0 ? 'every hex seen' : `${hidden} hidden from everywhere`];
  if (compared > 0) parts.push(`${compared} other rule ${compared === 1 ? 'set' : 'sets'} compared`);
  if (symmetric) parts.push('why one tint');
  return parts.join(' · ');
}

const LISTED = 12;

/** The line from one hex to another, shown as a player's two taps would show it (under the rule set in use). */
function showLine(from: Axial, to: Axial): void {
  const { clearPick, setFirer, setTarget } = useAppStore.getState();
  clearPick();
  setFirer(from);
  setTarget(to, performance.now());
}

/**
 * Reports how far the card reaches into the map from its left edge (0 while no card is shown), so a framed line
 * keeps its ends and deciding sides clear of it (docs/table.md "The audit card keeps off the line").
 */
function useCardReach(card: HTMLElement | null, onCardReach: ((px: number) => void) | undefined): void {
  useLayoutEffect(() => {
    if (!onCardReach) return;
    const map = card?.closest<HTMLElement>('.map-area');
    if (!card || !map) {
      onCardReach(0);
      return;
    }
    const report = () => onCardReach(Math.ceil(card.getBoundingClientRect().right - map.getBoundingClientRect().left));
    report();
    const watch = new ResizeObserver(report);
    watch.observe(card);
    return () => {
      watch.disconnect();
      onCardReach(0);
    };
  }, [card, onCardReach]);
}

export function AuditPanel({ onCardReach }: { onCardReach?: (px: number) => void }) {
  const board = useAppStore((s) => s.board);
  const boardEpoch = useAppStore((s) => s.boardEpoch);
  const rules = useAppStore((s) => s.rules);
  const trace = useAppStore(effectiveTrace);
  const readings = useAppStore((s) => houseReadingsKey(s.readings));
  const mode = useAppStore((s) => s.auditMode);
  const audit = useAppStore((s) => s.audit);
  const progress = useAppStore((s) => s.auditProgress);
  const error = useAppStore((s) => s.auditError);
  const setMode = useAppStore((s) => s.setAuditMode);
  const requestAudit = useAppStore((s) => s.requestAudit);
  const [cardShown, setCardShown] = useState(true);
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  useCardReach(card, onCardReach);
  const wide = useWide();
  // The details under the ramp start folded on a phone or tablet portrait, so the card leaves the map usable; open beside a side panel.
  const [moreChosen, setMoreOpen] = useState<boolean | undefined>(undefined);
  const moreOpen = moreChosen ?? wide;

  // A new board, rule set, trace mode or house reading asks again (the worker drops the build it replaces).
  const question = board ? `${boardEpoch}|${rules}|${trace}|${readings}` : '';
  useEffect(() => {
    if (mode !== 'off' && question) void requestAudit();
  }, [mode, question, requestAudit]);

  // Every rule set so far judges a line the same from either end: then "sees" and "seen by" are one tint, and only one is offered.
  const symmetric = useMemo(() => !!audit && audit.report.hexes.every((h) => h.seen === h.seenBy), [audit]);
  const heat = useMemo(
    () => (audit && mode !== 'off' ? heatOf(audit.report, symmetric ? 'sees' : mode) : undefined),
    [audit, mode, symmetric],
  );
  if (!board) return null;
  const report = audit?.report;
  const label = (h: Parameters<typeof labelOf>[1]) => labelOf(board, h);

  return (
    <div className="audit" data-testid="audit">
      <div className="audit-buttons">
        <button
          type="button"
          className={mode === 'off' ? 'tool' : 'tool tool-on'}
          aria-pressed={mode !== 'off'}
          onClick={() => {
            setCardShown(true);
            setMode(mode === 'off' ? 'sees' : 'off');
          }}
          data-testid="audit-toggle"
          title="Designer's audit: tint every hex by how many hexes it sees, or how many see it"
        >
          <span className="tool-label audit-label">
            Audit{progress ? ` ${Math.floor(progress.fraction * 100)}%` : ''}
          </span>
        </button>
        {mode !== 'off' && (
          <button
            type="button"
            className="tool"
            aria-expanded={cardShown}
            aria-controls="audit-card"
            onClick={() => setCardShown(!cardShown)}
            data-testid="audit-card-toggle"
          >
            <span className="tool-label audit-label">{cardShown ? 'Hide key' : 'Key'}</span>
          </button>
        )}
      </div>
      {mode !== 'off' && cardShown && (
        <div
          ref={setCard}
          className="audit-card"
          id="audit-card"
          role="region"
          aria-label="Audit heatmap"
          data-testid="audit-card"
        >
          {!symmetric && (
            <div className="audit-modes" role="radiogroup" aria-label="Tint by">
              {(['sees', 'seenBy'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={mode === m}
                  className={mode === m ? 'audit-mode audit-mode-on' : 'audit-mode'}
                  onClick={() => setMode(m)}
                  data-testid={`audit-${m}`}
                >
                  {m === 'sees' ? 'Sees' : 'Seen by'}
                </button>
              ))}
            </div>
          )}
          {progress && (
            <div className="audit-progress" data-testid="audit-progress">
              <progress max={1} value={progress.fraction} /> checking every hex against every other…
            </div>
          )}
          {error && <p className="audit-error">{error}</p>}
          {report && heat && (
            <div data-testid="audit-ready">
              <div className="audit-ramp" aria-hidden>
                {HEAT_RAMP.map((c) => (
                  <span key={c} style={{ background: c }} />
                ))}
              </div>
              <div className="audit-scale">
                <span>0</span>
                <span data-testid="audit-scale">
                  {symmetric ? 'hexes seen, and seeing it' : mode === 'sees' ? 'hexes seen' : 'seen from'} · max{' '}
                  {heat.max}
                </span>
              </div>
              <details
                className="audit-more"
                open={moreOpen}
                onToggle={(e) => setMoreOpen(e.currentTarget.open)}
                data-testid="audit-more"
              >
                <summary>{moreSummary(report, symmetric)}</summary>
                {symmetric && (
                  <p data-testid="audit-symmetric">
                    One tint shows both ways: every line here is judged the same from either end, so each hex sees
                    exactly as many hexes as see it.
                  </p>
                )}
                <p data-testid="audit-hidden">
                  {report.hiddenFromEverywhere.length === 0
                    ? 'Every hex is seen from somewhere.'
                    : `Hidden from everywhere (${report.hiddenFromEverywhere.length}, outlined): ${report.hiddenFromEverywhere.slice(0, LISTED).map(label).join(' ')}${report.hiddenFromEverywhere.length > LISTED ? ' …' : ''}`}
                </p>
                {report.differences.map((d) => (
                  <p key={d.rules} data-testid="audit-difference">
                    {d.count} of {report.pairs} lines change verdict under the {ruleSetWord(d.rules)} rules
                    {d.pairs.length > 0 && ', e.g. '}
                    {d.pairs.slice(0, 3).map((p, i) => (
                      <span key={`${label(p.from)}>${label(p.to)}`}>
                        {i > 0 && ', '}
                        <button
                          type="button"
                          className="audit-example"
                          data-testid="audit-example"
                          onClick={() => showLine(p.from, p.to)}
                          aria-label={`Show the line ${label(p.from)} to ${label(p.to)} on the map`}
                        >
                          {label(p.from)}→{label(p.to)}
                        </button>
                      </span>
                    ))}
                    .
                  </p>
                ))}
                {report.notCompared.map((n) => (
                  <p key={n.rules} className="audit-note">
                    Not compared with the {ruleSetWord(n.rules)} rules: checking every line under them would take
                    minutes.
                  </p>
                ))}
              </details>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
