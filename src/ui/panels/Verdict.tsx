// The verdict: one large line (CLEAR or BLOCKED), range and levels of both
// ends, one line for each contested reading under which the verdict would be
// the other one, how many routes are blocked, the reasons as sentences (tap
// one to flash its place on the board), then what the line met that did not
// block and why (tappable too; folded when long), the rule set's readings,
// the rule texts the sentences name, quoted once (the result's `citations`),
// and a compact row with the verdict under every rule set that reads this board.
// A screen reader hears the verdict from VerdictAnnouncer.tsx's live region.

import { useShallow } from 'zustand/react/shallow';

import type { Citation, Dispute, LosReason, LosResult, UnitEnd } from '../../engine/rules/types.ts';
import { useAppStore } from '../../store/index.ts';
import { pairKey } from '../../store/pick-slice.ts';
import { choiceIsDeliberate } from '../deliberate-choice.ts';
import { useShown } from '../shown-pick.ts';
import { LEVEL_SHORT, ROUTE_MEANING, routesSentence, ruleNoteWord, ruleSetWord } from '../words.ts';

function endShort(end: UnitEnd, family: string | undefined): string {
  if (family === 'elevation') return `elevation ${end.elevation}`;
  return end.inGully ? 'gully' : LEVEL_SHORT[end.level];
}

export function subtitle(result: LosResult, family: string | undefined): string {
  return `range ${result.range} · ${endShort(result.firer, family)} → ${endShort(result.target, family)}`;
}

function Hint({ children }: { children: React.ReactNode }) {
  return (
    <div className="verdict verdict-hint" data-testid="verdict" data-verdict="none">
      <p className="hint">{children}</p>
    </div>
  );
}

/**
 * `onShowReadings`: a tap on a dispute line opens the house readings at that line's reading (the panel scrolls to it).
 * `onShowDisputes`: the folded dispute lines were opened ("Show which ›"), to be brought into view.
 */
export function VerdictLine({
  onShowReadings,
  onShowDisputes,
}: { onShowReadings?: (reading: string) => void; onShowDisputes?: (opened: HTMLElement) => void } = {}) {
  const { board, phase, firer, result, losError, rules } = useShown(
    useShallow((s) => ({
      board: s.board,
      phase: s.phase,
      firer: s.firer,
      result: s.result,
      losError: s.losError,
      rules: s.rules,
    })),
  );
  if (!board) return <Hint>Loading the board…</Hint>;
  if (!firer) return <Hint>Tap the firer’s hex on the map, or type its label.</Hint>;
  if (phase === 'firerChosen') return <Hint>Now tap the target’s hex.</Hint>;
  if (losError) {
    return (
      <div className="verdict verdict-error" data-testid="verdict" data-verdict="error">
        <p className="verdict-word">No verdict</p>
        <p className="verdict-sub">
          The {ruleSetWord(rules)} rules cannot judge this line yet: {losError}
        </p>
      </div>
    );
  }
  if (!result) return <Hint>Tracing…</Hint>;
  const word = result.visible ? 'CLEAR' : 'BLOCKED';
  return (
    <div
      className={`verdict ${result.visible ? 'verdict-clear' : 'verdict-blocked'}`}
      data-testid="verdict"
      data-verdict={result.visible ? 'clear' : 'blocked'}
    >
      <p className="verdict-word">{word}</p>
      <p className="verdict-sub">{subtitle(result, board.family)}</p>
      <Disputes result={result} onShowReadings={onShowReadings} onShowDisputes={onShowDisputes} />
      <RuleComparison />
    </div>
  );
}

function DisputeLine({ dispute, onShowReadings }: { dispute: Dispute; onShowReadings?: (reading: string) => void }) {
  return (
    <button
      type="button"
      className="verdict-dispute"
      data-testid="dispute"
      data-reading={dispute.reading}
      onClick={() => onShowReadings?.(dispute.reading)}
    >
      <span data-testid="dispute-text">{dispute.text}</span>
      <span className="dispute-in-force" data-testid="dispute-in-force">
        In force now: {dispute.inForce}.
      </span>
    </button>
  );
}

/**
 * The lines naming a contested reading under which the verdict turns. One is
 * shown as it is; two or more fold under one line that says how many, so the
 * reasons still start within the phone's first sheet screen (docs/table.md).
 */
function Disputes({
  result,
  onShowReadings,
  onShowDisputes,
}: {
  result: LosResult;
  onShowReadings?: (reading: string) => void;
  onShowDisputes?: (opened: HTMLElement) => void;
}) {
  const disputes = result.disputes ?? [];
  if (disputes.length === 0) return null;
  if (disputes.length === 1) return <DisputeLine dispute={disputes[0] as Dispute} onShowReadings={onShowReadings} />;
  return (
    <details
      className="verdict-disputes"
      data-testid="disputes"
      onToggle={(e) => {
        if (e.currentTarget.open) onShowDisputes?.(e.currentTarget);
      }}
    >
      <summary>
        Under {disputes.length} other readings this line is {result.visible ? 'BLOCKED' : 'CLEAR'}
      </summary>
      {disputes.map((d) => (
        <DisputeLine key={`${d.reading}=${d.value}`} dispute={d} onShowReadings={onShowReadings} />
      ))}
    </details>
  );
}

export function RuleComparison() {
  const verdicts = useShown((s) => s.verdicts);
  const current = useShown((s) =>
    s.result ? s.verdictsFor === pairKey(s.result.from, s.result.to, s.result.trace) : false,
  );
  const rules = useAppStore((s) => s.rules);
  const setRules = useAppStore((s) => s.setRules);
  // Before the first answer under every rule set, the row stands in with the board's rule sets (the ones the worker
  // compares), each pending: it arrives about 80 ms after the verdict, and appearing then it moved every control
  // under it at once, under a finger that may have been on its way to one of them.
  const ruleSetInfos = useAppStore((s) => s.ruleSetInfos);
  const answered = verdicts.length >= 2;
  const row = answered ? verdicts : ruleSetInfos;
  if (row.length < 2) return null;
  return (
    <ul className="rule-compare" aria-label="Verdict under each rule set" data-testid="rule-compare">
      {row.map((v) => (
        <li key={v.id}>
          <button
            type="button"
            className={v.id === rules ? 'chip chip-current' : 'chip'}
            onClick={() => {
              // A tap that landed while the panel moved under it chooses nothing.
              if (choiceIsDeliberate()) setRules(v.id);
            }}
            aria-pressed={v.id === rules}
            title={`Use the ${ruleSetWord(v.id)} rules`}
          >
            {ruleSetWord(v.id)}:{' '}
            {answered && current && 'visible' in v ? (
              <strong className={v.visible ? 'word-clear' : 'word-blocked'}>{v.visible ? 'clear' : 'blocked'}</strong>
            ) : (
              <span className="word-pending">…</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Reasons({ sheet = false }: { sheet?: boolean }) {
  const result = useShown((s) => s.result);
  const flashReason = useAppStore((s) => s.flashReason);
  if (!result) return null;
  const routes =
    result.trace === 'hex' ? routesSentence(result.routes.count, result.routes.blocked, result.visible) : undefined;
  return (
    <section className="reasons" aria-label="Reasons">
      {routes && (
        <>
          <p className="routes" data-testid="routes">
            {routes}
          </p>
          <p className="routes-meaning hint small" data-testid="routes-meaning">
            {ROUTE_MEANING}
          </p>
        </>
      )}
      {result.reasons.length > 0 && (
        <ol className="reason-list" data-testid="reasons">
          {result.reasons.map((reason, i) => (
            <li key={i}>
              <button
                type="button"
                className="reason"
                onClick={() => flashReason(i, sheet)}
                title="Show it on the board"
              >
                <span className="reason-note">{ruleNoteWord(reason.rule)}</span>
                <span className="reason-text">{reason.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {result.visible && result.range > 0 && <p className="reason-none">Nothing on the line blocks it.</p>}
      {(result.cleared?.length ?? 0) > 0 && (
        <NotBlocking
          key={`${result.from.q},${result.from.r}>${result.to.q},${result.to.r}|${result.rules}|${result.trace}`}
          result={result}
          onFlash={(i) => flashReason(i, sheet, 'cleared')}
        />
      )}
      {result.notes.length > 0 && result.notes.length <= 2 && <Readings notes={result.notes} />}
      {result.notes.length > 2 && (
        <details className="readings-more">
          <summary>How the rules read this line ({result.notes.length} steps)</summary>
          <Readings notes={result.notes} />
        </details>
      )}
      {result.citations && result.citations.length > 0 && <Citations citations={result.citations} />}
    </section>
  );
}

/** Up to this many entries the not-blocking list shows open; a longer one starts folded. */
const OPEN_CLEARED = 3;

/** What the line met that did not block, each with why, in order along the line. */
function NotBlocking({ result, onFlash }: { result: LosResult; onFlash: (index: number) => void }) {
  const met: readonly LosReason[] = result.cleared ?? [];
  const title = result.visible ? 'Met on the line, and why none blocks' : 'Also met, not blocking';
  return (
    <details className="cleared" data-testid="cleared" open={met.length <= OPEN_CLEARED}>
      <summary>
        {title} ({met.length})
      </summary>
      <ol className="reason-list">
        {met.map((reason, i) => (
          <li key={i}>
            <button
              type="button"
              className="reason reason-cleared"
              onClick={() => onFlash(i)}
              title="Show it on the board"
            >
              <span className="reason-note">{ruleNoteWord(reason.rule)}</span>
              <span className="reason-text">{reason.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Each rule text the sentences name, quoted once, as the engine wrote it; folded so the reasons stay short. */
function Citations({ citations }: { citations: readonly Citation[] }) {
  return (
    <details className="citations" data-testid="citations">
      <summary>What the rules say ({citations.map((c) => c.name).join(', ')})</summary>
      <dl>
        {citations.map((c) => (
          <div key={c.id} className="citation">
            <dt>{c.name}</dt>
            <dd>{c.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Readings({ notes }: { notes: readonly string[] }) {
  return (
    <ul className="readings" aria-label="Readings">
      {notes.map((note, i) => (
        <li key={i}>{note}</li>
      ))}
    </ul>
  );
}
