// What the next tap on the map does while the editor has a painting tool: the
// line under the map says it instead of "the firer" (with Look, the tap flow's
// own line stands). Small and in the first load: the line is drawn before the
// editor's own parts are loaded.

import type { HexsideSymbol, Terrain } from '../../engine/types.ts';
import { type EditorTool, useEditorStore } from '../../store/editor/editor-store.ts';
import { SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';

/** The hint for a painting tool, or undefined when taps pick as usual. */
export function editorTapHint(tool: EditorTool, terrain: Terrain, symbol: HexsideSymbol): string | undefined {
  if (tool === 'terrain') return `Next tap: paints ${TERRAIN_WORDS[terrain]}`;
  if (tool === 'hexside') return `Next tap: ${SYMBOL_WORDS[symbol].name} hexside on or off`;
  if (tool === 'erase') return 'Next tap: erases an edge’s symbols, or a hex';
  return undefined;
}

/** The editor's hint while it is open, else undefined. */
export function useEditorTapHint(): string | undefined {
  const active = useEditorStore((s) => s.active);
  const tool = useEditorStore((s) => s.tool);
  const terrain = useEditorStore((s) => s.paint.terrain);
  const symbol = useEditorStore((s) => s.symbol);
  return active ? editorTapHint(tool, terrain, symbol) : undefined;
}
