// Pickers: rule set (only those that read this board), trace mode (only those
// the rule set supports), the group's house readings of contested rule texts
// (kept on the device, carried by the share link), the bundled boards, and
// opening a board file.

import { useRef } from 'react';

import { countProblems } from '../../board/problem.ts';
import { READINGS } from '../../engine/rules/readings.ts';
import { useAppStore, availableTraces } from '../../store/index.ts';
import { openBoardFiles } from '../files.ts';
import { RULE_SET_TITLES, TRACE_WORDS, ruleSetWord } from '../words.ts';
import { FileIcon } from './icons.tsx';

function Segmented<T extends string>(props: {
  label: React.ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  /** One option a row (long sentences). */
  stacked?: boolean;
  className?: string;
  /** The reading it picks, for a dispute line to find its entry. */
  reading?: string;
}) {
  return (
    <fieldset
      className={`segmented${props.stacked ? ' segmented-stacked' : ''}${props.className ? ` ${props.className}` : ''}`}
      data-testid={`${props.name}-picker`}
      data-reading={props.reading}
    >
      <legend>{props.label}</legend>
      <div className="segments">
        {props.options.map((o) => (
          <label key={o.value} className={o.value === props.value ? 'segment segment-on' : 'segment'} title={o.title}>
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={o.value === props.value}
              onChange={() => props.onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RulePickers() {
  const rules = useAppStore((s) => s.rules);
  const trace = useAppStore((s) => s.trace);
  const infos = useAppStore((s) => s.ruleSetInfos);
  const traces = useAppStore((s) => availableTraces(s));
  const setRules = useAppStore((s) => s.setRules);
  const setTrace = useAppStore((s) => s.setTrace);
  if (infos.length === 0) return null;
  const shownTrace = traces.includes(trace) ? trace : traces[0];
  return (
    <div className="pickers">
      <Segmented
        label="Rules"
        name="rules"
        value={rules}
        options={infos.map((rs) => ({ value: rs.id, label: ruleSetWord(rs.id), title: RULE_SET_TITLES[rs.id] }))}
        onChange={setRules}
      />
      <dl className="rule-set-words" data-testid="rule-set-words">
        {infos.map((rs) => (
          <div key={rs.id} className={rs.id === rules ? 'rule-set-word rule-set-word-on' : 'rule-set-word'}>
            <dt>{ruleSetWord(rs.id)}</dt>
            <dd>{RULE_SET_TITLES[rs.id]}</dd>
          </div>
        ))}
      </dl>
      {traces.length > 1 && (
        <Segmented
          label="Line"
          name="trace"
          value={shownTrace}
          options={traces.map((t) => ({ value: t, label: TRACE_WORDS[t] }))}
          onChange={setTrace}
        />
      )}
      <HouseReadings />
    </div>
  );
}

/**
 * Each contested reading of the rule texts (docs/rules.md, Disputed
 * readings), every way careful players read it, in players' words: the group picks the one it plays.
 * A reading the chosen rule set does not read is shown, marked so.
 */
export function HouseReadings() {
  const readings = useAppStore((s) => s.readings);
  const rules = useAppStore((s) => s.rules);
  const setReading = useAppStore((s) => s.setReading);
  const changed = READINGS.filter((r) => (readings[r.id] ?? r.values[0]) !== r.values[0]).length;
  return (
    <details className="house-readings" data-testid="house-readings">
      <summary>
        House readings{' '}
        <span className="house-readings-count">{changed === 0 ? '(HexLOS’s)' : `(${changed} of your own)`}</span>
      </summary>
      <p className="fine">
        Careful players read some sentences of the rule texts more than one way. Pick the one your group plays: verdicts
        follow it, it is kept on this device, and the share link carries it. A verdict that another reading would turn
        says so under it.
      </p>
      {READINGS.map((info) => {
        const applies = info.rules.includes(rules);
        return (
          <Segmented
            key={info.id}
            reading={info.id}
            stacked
            className={applies ? undefined : 'reading-unused'}
            label={
              <>
                {info.source}
                {!applies && <span className="reading-unused-note"> · not read by the {ruleSetWord(rules)} rules</span>}
              </>
            }
            name={`reading-${info.id}`}
            value={readings[info.id] ?? info.values[0]}
            options={info.values.map((v, i) => ({
              value: v,
              label: i === 0 ? `${info.words[i]} (HexLOS’s default)` : info.words[i],
            }))}
            onChange={(v) => setReading(info.id, v)}
          />
        );
      })}
    </details>
  );
}

export function BoardPicker() {
  const boardList = useAppStore((s) => s.boardList);
  const boardId = useAppStore((s) => s.boardId);
  const boardFile = useAppStore((s) => s.boardFile);
  const board = useAppStore((s) => s.board);
  const warnings = useAppStore((s) => s.boardWarnings);
  const showWarnings = useAppStore((s) => s.showWarnings);
  const setShowWarnings = useAppStore((s) => s.setShowWarnings);
  const fileInput = useRef<HTMLInputElement>(null);
  const library = useAppStore((s) => s.library);
  const openBoard = useAppStore((s) => s.openBoard);
  const fromFile = boardFile !== undefined && boardId === undefined;

  return (
    <div className="board-picker">
      <label className="field">
        <span>Board</span>
        <select
          data-testid="board-select"
          value={fromFile ? '__file' : (boardId ?? '')}
          onChange={(e) => {
            if (e.target.value !== '__file') void openBoard(e.target.value);
          }}
        >
          {fromFile && <option value="__file">{board?.name ?? boardFile} (file)</option>}
          <optgroup label="Bundled boards">
            {boardList.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </optgroup>
          {library.length > 0 && (
            <optgroup label="On this device">
              {library.map((m) => (
                <option key={m.key} value={m.key}>
                  {m.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <button type="button" className="button" onClick={() => fileInput.current?.click()}>
        <FileIcon /> Open a board file…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        data-testid="board-file"
        onChange={async (e) => {
          const files = e.target.files ? [...e.target.files] : [];
          e.target.value = '';
          await openBoardFiles(files);
        }}
      />
      <p className="fine">Or drop a board file anywhere on the app.</p>
      {warnings.length > 0 && (
        <details className="warnings">
          <summary>
            {countProblems(warnings).toLocaleString('en-US')} designer{' '}
            {countProblems(warnings) === 1 ? 'warning' : 'warnings'} on this board
          </summary>
          <label className={showWarnings ? 'flag flag-on' : 'flag'}>
            <input
              type="checkbox"
              checked={showWarnings}
              onChange={(e) => setShowWarnings(e.target.checked)}
              data-testid="show-warnings"
            />
            Mark them on the board
          </label>
          <ul>
            {warnings.map((w, i) => (
              <li key={i}>
                {w.hex && <strong>{w.hex}</strong>} {w.message} <code>{w.path}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
