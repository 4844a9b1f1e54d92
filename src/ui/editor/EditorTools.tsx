// The editor's tools over the map: look (pick firer and target), terrain
// brush, hexside pen, eraser; undo, redo; and leaving the editor.

import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';

import { symbolsDrawnOn, TERRAINS } from '../../engine/types.ts';
import { EDITOR_TOOLS, redoEdit, undoEdit, useEditorStore, type EditorTool } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES } from '../palette.ts';
import { SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';

/** The terrain or hexside colours of the brush, as one strip of chips over the map (always in reach of a thumb). */
function BrushStrip() {
  const tool = useEditorStore((s) => s.tool);
  const paint = useEditorStore((s) => s.paint);
  const setPaint = useEditorStore((s) => s.setPaint);
  const symbol = useEditorStore((s) => s.symbol);
  const setSymbol = useEditorStore((s) => s.setSymbol);
  const family = useEditorStore((s) => s.doc?.family);
  const palette = PALETTES[useAppStore((s) => s.theme)];
  if (tool === 'terrain') {
    return (
      <div className="brush-strip" role="radiogroup" aria-label="Terrain" data-testid="terrain-swatches">
        {TERRAINS.map((t) => (
          <button
            key={t}
            type="button"
            role="radio"
            aria-checked={paint.terrain === t}
            className={paint.terrain === t ? 'brush-chip brush-chip-on' : 'brush-chip'}
            onClick={() => setPaint({ terrain: t })}
            data-testid={`terrain-${t}`}
          >
            <span className="brush-chip-fill" style={{ background: palette.terrain[t] }} aria-hidden />
            {TERRAIN_WORDS[t]}
          </button>
        ))}
      </div>
    );
  }
  if (tool === 'hexside') {
    return (
      <div className="brush-strip" role="radiogroup" aria-label="Hexside symbol" data-testid="symbol-swatches">
        {symbolsDrawnOn(family ?? 'panzerblitz').map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={symbol === s}
            className={symbol === s ? 'brush-chip brush-chip-on' : 'brush-chip'}
            onClick={() => setSymbol(s)}
            title={SYMBOL_WORDS[s].meaning}
            data-testid={`symbol-${s}`}
          >
            <span className="brush-chip-line" style={{ background: palette.symbol[s] }} aria-hidden />
            {SYMBOL_WORDS[s].name}
          </button>
        ))}
      </div>
    );
  }
  // Look and erase have no brush: a hint keeps the strip's height, so the map does not jump between tools.
  return (
    <div className="brush-strip">
      <p className="brush-hint">{TOOL_WORDS[tool].title}.</p>
    </div>
  );
}

export const TOOL_WORDS: Readonly<Record<EditorTool, { label: string; title: string }>> = {
  look: { label: 'Look', title: 'Tap the firer and the target; drag to move the map' },
  terrain: { label: 'Terrain', title: 'Tap or drag to paint terrain and level' },
  hexside: {
    label: 'Hexside',
    title: 'Tap near an edge to put the symbol on or take it off; drag along edges to draw a chain',
  },
  erase: { label: 'Erase', title: 'Tap near an edge to clear its symbols, the middle of a hex to make it clear again' },
};

export function EditorTools() {
  const active = useEditorStore((s) => s.active);
  return active ? <EditorToolbar /> : null;
}

function EditorToolbar() {
  const tool = useEditorStore((s) => s.tool);
  const setTool = useEditorStore((s) => s.setTool);
  const save = useEditorStore((s) => s.save);
  // Which revision of the kept board this tab edits (docs/boards-safe.md#two-tabs): tests read it.
  const revision = useEditorStore((s) => s.meta?.revision);
  const steps = useStore(useEditorStore.temporal, (s) => s.pastStates.length);
  const canUndo = steps > 0;
  const canRedo = useStore(useEditorStore.temporal, (s) => s.futureStates.length > 0);
  const ref = useRef<HTMLDivElement>(null);
  // The map fits the board below the tools: tell it how tall they are.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const report = () => useEditorStore.setState({ toolsHeight: el.offsetHeight });
    const ro = new ResizeObserver(report);
    ro.observe(el);
    report();
    return () => {
      ro.disconnect();
      useEditorStore.setState({ toolsHeight: 0 });
    };
  }, []);
  return (
    <div
      ref={ref}
      className="editor-tools"
      role="toolbar"
      aria-label="Board editor"
      data-testid="editor-tools"
      data-saved={save}
      data-revision={revision}
      data-steps={steps}
    >
      <div className="editor-tool-group" role="radiogroup" aria-label="Tool">
        {EDITOR_TOOLS.map((t) => (
          <button
            key={t}
            type="button"
            role="radio"
            aria-checked={tool === t}
            className={tool === t ? 'tool tool-on' : 'tool'}
            onClick={() => setTool(t)}
            title={TOOL_WORDS[t].title}
            data-testid={`tool-${t}`}
          >
            <span className="tool-label">{TOOL_WORDS[t].label}</span>
          </button>
        ))}
      </div>
      <div className="editor-strip">
        <div className="editor-tool-group">
          <button
            type="button"
            className="tool"
            onClick={undoEdit}
            disabled={!canUndo}
            aria-label="Undo"
            title="Undo"
            data-testid="editor-undo"
          >
            <span aria-hidden>↶</span>
          </button>
          <button
            type="button"
            className="tool"
            onClick={redoEdit}
            disabled={!canRedo}
            aria-label="Redo"
            title="Redo"
            data-testid="editor-redo"
          >
            <span aria-hidden>↷</span>
          </button>
        </div>
        <BrushStrip />
      </div>
    </div>
  );
}
