// The editor's side of the panel: the board's name, whether it is saved, the
// brush (terrain and level; elevation number and modifiers on elevation
// boards), the hexside colours, the designer warnings, and export.

import { useLayoutEffect, useRef, useState } from 'react';

import { docText } from '../../board/edit/document.ts';
import { FEATURES, LEVELS, TERRAIN_LEVEL, type Level } from '../../engine/types.ts';
import { stopEditing } from '../../store/editor/editor-session.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import { useReviewStore } from '../../store/photo/review-store.ts';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';
import { downloadFiles } from '../library/export.ts';
import { NumberField } from '../NumberField.tsx';
import { LEVEL_WORDS, SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';
import { TOOL_WORDS } from './EditorTools.tsx';

/** Remounted (by key) when the document's name changes, e.g. on undo. */
function NameField({ name }: { name: string }) {
  const rename = useEditorStore((s) => s.rename);
  const [text, setText] = useState(name);
  return (
    <label className="field">
      <span>Board name</span>
      <input
        value={text}
        maxLength={120}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => rename(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') rename(text);
        }}
        data-testid="editor-name"
      />
    </label>
  );
}

function TerrainBrush() {
  const paint = useEditorStore((s) => s.paint);
  const setPaint = useEditorStore((s) => s.setPaint);
  const family = useEditorStore((s) => s.doc?.family);
  return (
    <div className="brush">
      <p className="fine">
        Painting <strong>{TERRAIN_WORDS[paint.terrain]}</strong>: tap or drag over hexes. Pick the terrain on the strip
        over the map.
      </p>
      <label className="field">
        <span>Level</span>
        <select
          value={paint.level ?? ''}
          onChange={(e) => setPaint({ level: e.target.value === '' ? undefined : (e.target.value as Level) })}
          data-testid="brush-level"
        >
          <option value="">as the terrain ({LEVEL_WORDS[TERRAIN_LEVEL[paint.terrain]]})</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_WORDS[l]}
            </option>
          ))}
        </select>
      </label>
      {family === 'elevation' && (
        <>
          <label className="field">
            <span>Elevation number (0–15; empty: from the level)</span>
            <NumberField
              label="Elevation number"
              min={0}
              max={15}
              emptyAllowed
              value={paint.elevation}
              onCommit={(elevation) => setPaint({ elevation })}
              testId="brush-elevation"
            />
          </label>
          <fieldset>
            <legend>Modifiers</legend>
            <div className="flags">
              {FEATURES.map((f) => {
                const on = paint.features?.includes(f) ?? false;
                return (
                  <label key={f} className={on ? 'flag flag-on' : 'flag'}>
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() =>
                        setPaint({
                          features: on ? (paint.features ?? []).filter((x) => x !== f) : [...(paint.features ?? []), f],
                        })
                      }
                    />
                    {f.replace('-', ' ')}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
    </div>
  );
}

function SideHelp() {
  const symbol = useEditorStore((s) => s.symbol);
  return (
    <p className="fine">
      Drawing <strong>{SYMBOL_WORDS[symbol].name}</strong> ({SYMBOL_WORDS[symbol].meaning}): tap near an edge to put it
      on or take it off, or drag along a chain of edges.
    </p>
  );
}

function Warnings() {
  const warnings = useAppStore((s) => s.boardWarnings);
  return (
    <section className="section" aria-label="Designer warnings" data-testid="editor-warnings">
      {warnings.length === 0 ? (
        <h3 className="section-title">No designer warnings</h3>
      ) : (
        // Folded: a freshly traced board can carry a couple of hundred, and the list would push everything else away.
        <details>
          <summary className="section-title">
            {warnings.length} designer {warnings.length === 1 ? 'warning' : 'warnings'}
          </summary>
          <ul className="editor-warning-list">
            {warnings.map((w, i) => (
              <li key={i}>
                {w.hex && <strong>{w.hex}</strong>} {w.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** For a board traced over a photo: walk the scan's proposals again, least sure first. */
function ReviewButton() {
  const hasPhoto = useUnderlayStore((s) => s.photo !== undefined);
  const reviewing = useReviewStore((s) => s.open);
  if (!hasPhoto) return null;
  return (
    <button
      type="button"
      className="button"
      disabled={reviewing}
      onClick={() => void useReviewStore.getState().start()}
      data-testid="review-open"
    >
      Review the traced proposals
    </button>
  );
}

export function EditorPanel() {
  const active = useEditorStore((s) => s.active);
  const tool = useEditorStore((s) => s.tool);
  const save = useEditorStore((s) => s.save);
  const doc = useEditorStore((s) => s.doc);
  const panel = useRef<HTMLElement>(null);
  const boardId = active ? doc?.id : undefined;
  // A board opened for editing (made from a photo, or from the library) shows the editor's top, Review and
  // Export with it, not the scroll position the play panel had.
  useLayoutEffect(() => {
    if (boardId !== undefined) panel.current?.closest('.panel-scroll')?.scrollTo({ top: 0 });
  }, [boardId]);
  if (!active || !doc) return null;
  return (
    <section className="editor-panel" aria-label="Board editor" data-testid="editor-panel" ref={panel}>
      <div className="editor-mode">
        <p>
          Editing ·{' '}
          <span data-testid="editor-save">
            {save === 'saved' ? 'saved on this device' : save === 'saving' ? 'saving…' : 'not saved'}
          </span>
        </p>
        <button type="button" className="button button-primary" onClick={stopEditing} data-testid="editor-done">
          Done
        </button>
      </div>
      {tool === 'terrain' && <TerrainBrush />}
      {tool === 'hexside' && <SideHelp />}
      {(tool === 'look' || tool === 'erase') && <p className="fine">{TOOL_WORDS[tool].title}.</p>}
      <ReviewButton />
      <NameField key={doc.name} name={doc.name} />
      <button
        type="button"
        className="button"
        onClick={() => downloadFiles([{ name: `${doc.id}.json`, text: docText(doc) }])}
        data-testid="editor-export"
      >
        Export as a file
      </button>
      <Warnings />
    </section>
  );
}
