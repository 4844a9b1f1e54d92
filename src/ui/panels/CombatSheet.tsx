// The combat sheet: firers (AF, class, range; the selected firer by default,
// more by hex label), the target's DF and flags, and the engine's answer —
// odds, each halving with its reason, the die table and the chances —
// updated as the numbers are typed. Indirect fire adds its hit roll and
// scatter line, and its chances include the hit; an overrun names each unit's
// pass, and one that no unit can make shows its reason instead of odds.

import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { labelOf } from '../../engine/board-model.ts';
import type { Army, CombatResult, CrtResult } from '../../engine/combat/types.ts';
import { WEAPON_CLASSES } from '../../engine/combat/types.ts';
import { MAX_FIRERS } from '../../engine/typed-numbers.ts';
import type { Board } from '../../engine/types.ts';
import { readCombatInput } from '../../store/combat-input.ts';
import { COMBAT_FIELD_MAX_LENGTH } from '../../store/combat-keep.ts';
import { useAppStore } from '../../store/index.ts';
import type { CombatTargetInput } from '../../store/types.ts';
import { askPanelFor } from '../panel-requests.ts';
import { useShown } from '../shown-pick.ts';
import { commonOutOf, dieChance, playersNumber } from '../words.ts';
import { CloseIcon, PlusIcon } from './icons.tsx';

export const RESULT_WORDS: Readonly<Record<CrtResult, string>> = {
  X: 'destroyed',
  DD: 'dispersed (destroyed if already dispersed)',
  D: 'dispersed',
  none: 'no effect',
};

const RESULT_SHORT: Readonly<Record<CrtResult, string>> = { X: 'X', DD: 'DD', D: 'D', none: '–' };

const CLASS_WORDS: Readonly<Record<string, string>> = {
  I: 'I — infantry',
  A: 'A — armour-piercing',
  H: 'H — high explosive',
  M: 'M — mortar',
};

/** Longest text a field takes (a paste is cut here); what it means is checked by typed-numbers.ts. */

const FLAGS: readonly { key: keyof Omit<CombatTargetInput, 'df' | 'army'>; label: string }[] = [
  { key: 'armored', label: 'Armored' },
  { key: 'dispersed', label: 'Dispersed' },
  { key: 'overrun', label: 'Overrun' },
  { key: 'indirect', label: 'Indirect fire' },
  // Offered only with indirect fire: an observer who sees the target hex removes the hit roll (003 Offboard Artillery).
  { key: 'observed', label: 'An observer sees the target' },
];

export function CombatSheet() {
  const state = useShown(
    useShallow((s) => ({
      board: s.board,
      firer: s.firer,
      target: s.target,
      rows: s.combatRows,
      targetInput: s.combatTarget,
      combat: s.combat,
      problem: s.combatProblem,
      open: s.combatOpen,
      rules: s.rules,
      trace: s.trace,
      ruleSetInfos: s.ruleSetInfos,
    })),
  );
  const { setCombatOpen, addCombatRow, updateCombatRow, removeCombatRow, updateCombatTarget } = useAppStore(
    useShallow((s) => ({
      setCombatOpen: s.setCombatOpen,
      addCombatRow: s.addCombatRow,
      updateCombatRow: s.updateCombatRow,
      removeCombatRow: s.removeCombatRow,
      updateCombatTarget: s.updateCombatTarget,
    })),
  );
  const reading = useMemo(
    () =>
      readCombatInput({
        board: state.board,
        firer: state.firer,
        target: state.target,
        combatRows: state.rows,
        combatTarget: state.targetInput,
        rules: state.rules,
        trace: state.trace,
        ruleSetInfos: state.ruleSetInfos,
      }),
    [
      state.board,
      state.firer,
      state.target,
      state.rows,
      state.targetInput,
      state.rules,
      state.trace,
      state.ruleSetInfos,
    ],
  );
  const picking = useAppStore((s) => s.pickingCombatFirer);
  const setPicking = useAppStore((s) => s.setPickingCombatFirer);
  const setSheet = useAppStore((s) => s.setSheet);
  const { board } = state;
  const firerLabel = board && state.firer ? labelOf(board, state.firer) : undefined;
  const targetLabel = board && state.target ? labelOf(board, state.target) : undefined;
  // A listed firer whose row is not complete or not valid is left out of the odds: said beside the odds, never silent
  // (docs/combat.md "Firers not counted").
  const notCounted: NotCounted[] = state.rows.flatMap((row, i) => {
    const why = reading.rowProblems.get(row.id);
    if (!why) return [];
    const hex = row.hex.trim().toUpperCase() || (i === 0 ? firerLabel : undefined);
    return [{ id: row.id, who: hex ?? `Firer ${i + 1}`, why }];
  });

  return (
    <details
      className="combat section"
      open={state.open}
      onToggle={(e) => setCombatOpen((e.target as HTMLDetailsElement).open)}
      data-testid="combat"
    >
      <summary>
        <span className="section-title">Odds</span>
        {state.combat?.refusal ? (
          <span className="summary-badge summary-badge-refused">refused</span>
        ) : (
          state.combat?.column && (
            <span className="summary-badge">
              {state.combat.column}
              {notCounted.length > 0 && ` · ${notCounted.length} not counted`}
            </span>
          )
        )}
      </summary>
      <div className="combat-body">
        <fieldset className="combat-target">
          <legend>Target {targetLabel ? <strong>{targetLabel}</strong> : <em>— tap it on the map</em>}</legend>
          <label className="field field-small">
            <span>DF</span>
            <input
              data-testid="combat-df"
              inputMode="decimal"
              maxLength={COMBAT_FIELD_MAX_LENGTH}
              value={state.targetInput.df}
              onChange={(e) => updateCombatTarget({ df: e.target.value })}
              placeholder="DF"
            />
          </label>
          <div className="flags">
            {FLAGS.filter((f) => f.key !== 'observed' || state.targetInput.indirect).map((f) => (
              <label key={f.key} className={state.targetInput[f.key] ? 'flag flag-on' : 'flag'}>
                <input
                  type="checkbox"
                  checked={state.targetInput[f.key]}
                  onChange={(e) => updateCombatTarget({ [f.key]: e.target.checked })}
                  data-testid={`combat-flag-${f.key}`}
                />
                {f.label}
              </label>
            ))}
          </div>
          {state.targetInput.overrun && (
            <label className="field field-army">
              <span>Stacking where each unit stops</span>
              <select
                data-testid="combat-army"
                value={state.targetInput.army ?? ''}
                onChange={(e) =>
                  updateCombatTarget({ army: e.target.value === '' ? undefined : (e.target.value as Army) })
                }
              >
                <option value="">not checked</option>
                <option value="german">German: 3 units a hex</option>
                <option value="russian">Russian: 2 units a hex</option>
              </select>
            </label>
          )}
        </fieldset>

        <fieldset className="combat-firers">
          <legend>Firers</legend>
          {state.rows.map((row, i) => (
            <div className="firer-row" key={row.id} data-testid="combat-firer">
              <label className="field field-hex">
                <span>Hex</span>
                <input
                  data-testid="combat-hex"
                  // The selected firer stands in for an empty first row: shown as a hex that is there, not as a gray hint.
                  className={i === 0 && row.hex === '' && firerLabel ? 'combat-hex-carried' : undefined}
                  maxLength={COMBAT_FIELD_MAX_LENGTH}
                  value={row.hex}
                  placeholder={i === 0 ? (firerLabel ?? 'firer') : 'hex'}
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(e) => updateCombatRow(row.id, { hex: e.target.value })}
                />
              </label>
              <label className="field field-small">
                <span>AF</span>
                <input
                  data-testid="combat-af"
                  inputMode="decimal"
                  maxLength={COMBAT_FIELD_MAX_LENGTH}
                  value={row.af}
                  onChange={(e) => updateCombatRow(row.id, { af: e.target.value })}
                />
              </label>
              <label className="field field-class">
                <span>Class</span>
                <select
                  data-testid="combat-class"
                  value={row.weaponClass}
                  onChange={(e) =>
                    updateCombatRow(row.id, { weaponClass: e.target.value as (typeof WEAPON_CLASSES)[number] })
                  }
                >
                  {WEAPON_CLASSES.map((c) => (
                    <option key={c} value={c} title={CLASS_WORDS[c]}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field field-small">
                <span>Range</span>
                <input
                  data-testid="combat-range"
                  inputMode="numeric"
                  maxLength={COMBAT_FIELD_MAX_LENGTH}
                  value={row.range}
                  onChange={(e) => updateCombatRow(row.id, { range: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="icon-button"
                aria-label="Remove this firer"
                onClick={() => removeCombatRow(row.id)}
                disabled={state.rows.length === 1}
              >
                <CloseIcon />
              </button>
              {state.targetInput.overrun && (
                // What the pass is weighed against (003 Overrun Attack, 003 Stacking); left empty, not checked.
                <div className="firer-overrun">
                  <label className="field field-small">
                    <span>MP left</span>
                    <input
                      data-testid="combat-mp"
                      inputMode="decimal"
                      maxLength={COMBAT_FIELD_MAX_LENGTH}
                      value={row.mp ?? ''}
                      onChange={(e) => updateCombatRow(row.id, { mp: e.target.value })}
                    />
                  </label>
                  <label className="field field-small">
                    <span>In exit hex</span>
                    <input
                      data-testid="combat-exit-units"
                      inputMode="numeric"
                      maxLength={COMBAT_FIELD_MAX_LENGTH}
                      value={row.exitUnits ?? ''}
                      onChange={(e) => updateCombatRow(row.id, { exitUnits: e.target.value })}
                    />
                  </label>
                  <label className={row.truck ? 'flag flag-on' : 'flag'}>
                    <input
                      type="checkbox"
                      data-testid="combat-truck"
                      checked={!!row.truck}
                      onChange={(e) => updateCombatRow(row.id, { truck: e.target.checked })}
                    />
                    Truck
                  </label>
                </div>
              )}
              {reading.rowProblems.get(row.id) &&
                (reading.rowIncomplete.has(row.id) ? (
                  <p className="hint small row-hint">{reading.rowProblems.get(row.id)}</p>
                ) : (
                  <p className="field-problem">{reading.rowProblems.get(row.id)}</p>
                ))}
            </div>
          ))}
          <div className="firer-buttons">
            <button type="button" className="button" onClick={addCombatRow} disabled={state.rows.length >= MAX_FIRERS}>
              <PlusIcon /> Add a firer
            </button>
            <button
              type="button"
              className={picking ? 'button button-on' : 'button'}
              aria-pressed={picking}
              data-testid="combat-pick-firer"
              disabled={!picking && state.rows.length >= MAX_FIRERS}
              onClick={() => {
                setPicking(!picking);
                // On a phone the sheet goes down so that the map can be tapped, and comes back up where it was.
                if (!picking) {
                  askPanelFor('odds-when-raised');
                  setSheet('peek');
                }
              }}
            >
              {picking ? 'Tap a hex on the map…' : 'Pick a firer on the map'}
            </button>
          </div>
        </fieldset>

        {state.combat && board ? (
          <CombatAnswer result={state.combat} board={board} notCounted={notCounted} />
        ) : (
          <p className="hint small" data-testid="combat-problem">
            {state.problem ?? reading.problem}
          </p>
        )}
      </div>
    </details>
  );
}

function OverrunRefused({ result, board }: { result: CombatResult; board: Board }) {
  // The first unit's reason is the refusal; list the others' only when there are others.
  const others = result.excluded.slice(1);
  return (
    <div className="combat-answer" data-testid="combat-answer">
      <div className="combat-refusal" data-testid="combat-refusal" role="status">
        <span className="refusal-title">No overrun</span>
        <p>{result.refusal?.text}</p>
      </div>
      {others.length > 0 && (
        <ul className="firer-results">
          {others.map((x, i) => (
            <li key={i} className="excluded" data-testid="combat-excluded">
              <strong>{labelOf(board, x.hex)}</strong> cannot overrun: {x.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A listed firer left out of the odds, and what its row asks for. */
interface NotCounted {
  readonly id: number;
  readonly who: string;
  readonly why: string;
}

function CombatAnswer({
  result,
  board,
  notCounted,
}: {
  result: CombatResult;
  board: Board;
  notCounted: readonly NotCounted[];
}) {
  const label = (h: { q: number; r: number }) => labelOf(board, h);
  // A second column only when a modifier makes a face read as another row.
  const modified = result.dice.some((d) => d.roll !== d.face);
  if (result.refusal) return <OverrunRefused result={result} board={board} />;
  const shot = result.indirectFire;
  const outOf = commonOutOf(Object.values(result.chances));
  return (
    <div className="combat-answer" data-testid="combat-answer">
      <div className="odds-line">
        <span className="odds" data-testid="combat-odds">
          {result.column ?? 'no effect'}
        </span>
        <span className="odds-sub">
          attack {playersNumber(result.totalAf)} against defence {playersNumber(result.target.df)}
          {result.odds && result.odds !== result.column
            ? ` (${result.odds}${result.shift ? `, shifted ${result.shift} right` : ''})`
            : ''}
        </span>
      </div>
      {result.column === null && (
        <p className="hint small">Below the table’s first column: the attack can have no effect.</p>
      )}
      {notCounted.length > 0 && (
        <div className="not-counted" data-testid="combat-not-counted">
          <strong>
            Not counted in these odds: {notCounted.length === 1 ? 'one firer' : `${notCounted.length} firers`}
          </strong>
          <ul>
            {notCounted.map((n) => (
              <li key={n.id}>
                <strong>{n.who}</strong> — {n.why}
              </li>
            ))}
          </ul>
        </div>
      )}

      <ul className="firer-results">
        {result.firers.map((f, i) => (
          <li key={i}>
            <strong>{label(f.hex)}</strong> {f.weaponClass} {playersNumber(f.af)} →{' '}
            <strong>{playersNumber(f.effective)}</strong>
            {f.multipliers.length > 0 && (
              <ul className="multipliers">
                {f.multipliers.map((m, j) => (
                  <li key={j}>
                    <span className="factor">×{playersNumber(m.factor)}</span> {m.text}
                  </li>
                ))}
              </ul>
            )}
            {f.pass && (
              <p className="pass" data-testid="combat-pass">
                {f.pass.text}
              </p>
            )}
            {f.pass?.cautions.map((c, j) => (
              <p key={j} className="pass pass-caution">
                {c.text}
              </p>
            ))}
          </li>
        ))}
        {result.excluded.map((x, i) => (
          <li key={`x${i}`} className="excluded" data-testid="combat-excluded">
            <strong>{label(x.hex)}</strong> cannot {result.overrun ? 'overrun' : 'fire'}: {x.reason}
          </li>
        ))}
      </ul>

      {result.drm.length > 0 && (
        <ul className="drm">
          {result.drm.map((d, i) => (
            <li key={i}>{d.text}</li>
          ))}
        </ul>
      )}

      {shot && (
        <p className="hit-roll" data-testid="combat-hit-roll">
          {shot.text}
        </p>
      )}

      <table className="die-table" data-testid="die-table">
        <thead>
          <tr>
            <th scope="col">Die</th>
            {modified && <th scope="col">Reads as</th>}
            <th scope="col">{shot ? 'Result on a hit' : 'Result'}</th>
          </tr>
        </thead>
        <tbody>
          {result.dice.map((d) => (
            <tr key={d.face} className={`result-${d.result}`}>
              <td>{d.face}</td>
              {modified && (
                <td>
                  {d.roll === d.face ? d.roll : `${d.roll} (${d.modified >= d.face ? '+' : ''}${d.modified - d.face})`}
                </td>
              )}
              <td>
                <span className="result-code">{RESULT_SHORT[d.result]}</span> {RESULT_WORDS[d.result]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {shot && <p className="chances-head">Chances with the hit roll:</p>}
      <ul className="chances" data-testid="chances">
        {(['X', 'DD', 'D', 'none'] as const)
          .filter((r) => result.chances[r].n > 0)
          .map((r) => (
            <li key={r}>
              <strong>{dieChance(result.chances[r], outOf)}</strong> {RESULT_WORDS[r]}
              {shot && shot.chancesIfHit[r].n > 0 && r !== 'none' && (
                <span className="on-a-hit"> ({dieChance(shot.chancesIfHit[r])} on a hit)</span>
              )}
            </li>
          ))}
      </ul>

      {[...result.notes, ...result.reminders].length > 0 && (
        <ul className="readings">
          {[...result.notes, ...result.reminders].map((n, i) => (
            <li key={i}>{n.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
