// Trace a board over a photo or scan (issue: "trace over a photo"): load an
// image (a file, or the tablet's camera), pin the grid by placing the four
// corner hex centres (a perspective fit, so a photo taken at an angle works),
// drag them to adjust, set the photo's opacity; the worker proposes each
// hex's terrain and the hexside symbols from the photo's own colours — from
// one tap per colour and terrain present, or the clustering's guess. Proposals
// are drawn dashed until accepted (all at once, or one by one by tapping
// them); the accepted ones make the board, which is opened and kept in the
// library. The photo stays in this page and the worker: never in the board file.

import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Shape, Stage, Text } from 'react-konva';
import { cornerName } from '../../scan/grid-fit.ts';
import type { Point } from '../../scan/homography.ts';
import type { ScanGrid, ScanResult, ScanSample } from '../../scan/request.ts';
import { SCAN_SYMBOLS, SCAN_TERRAINS, type ScanName } from '../../scan/vocabulary.ts';
import { useAppStore } from '../../store/index.ts';
import { editMadeBoard } from '../../store/editor/editor-session.ts';
import { engine } from '../../store/engine.ts';
import { PALETTES } from '../palette.ts';
import { decodePhoto } from './decode-photo.ts';
import { type Accepted, acceptAll, boardOfAccepted, fitOnImage, NOTHING_ACCEPTED, SIDE_CORNER_INDEX, symbolKey, tapTarget, tracePolygon } from './tracing.ts';
// oxlint-disable-next-line import/no-unassigned-import
import './photo.css';

type Tool = 'corners' | 'sample' | 'accept';

interface Photo {
  readonly canvas: HTMLCanvasElement;
  readonly width: number;
  readonly height: number;
  readonly name: string;
}

const WORDS: Record<ScanName, string> = {
  clear: 'clear',
  woods: 'woods',
  town: 'town',
  slope: 'slope',
  hilltop: 'hilltop',
  slope2: 'level 2 slope',
  hilltop2: 'level 2 hilltop',
  gully: 'gully',
  green: 'green',
  gray: 'gray',
  brown: 'brown',
  orange: 'orange',
  yellow: 'yellow',
  purple: 'purple',
};

const printed = PALETTES.light;
const colourOf = (name: ScanName): string => ((SCAN_SYMBOLS as readonly string[]).includes(name) ? printed.symbol[name as keyof typeof printed.symbol] : printed.terrain[name as keyof typeof printed.terrain]);

function useSize(ref: React.RefObject<HTMLDivElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

export function PhotoTracer({ onClose }: { onClose: () => void }) {
  const openBoard = useAppStore((s) => s.board);
  const [photo, setPhoto] = useState<Photo>();
  const [photoError, setPhotoError] = useState<string>();
  const [grid, setGrid] = useState<ScanGrid>(() => ({
    columns: openBoard && !openBoard.parts ? openBoard.grid.columns : 33,
    rows: openBoard && !openBoard.parts ? openBoard.grid.rows : 10,
    shifted: openBoard && !openBoard.parts ? openBoard.grid.shifted : 'odd',
  }));
  const [corners, setCorners] = useState<(Point | undefined)[]>([undefined, undefined, undefined, undefined]);
  const [samples, setSamples] = useState<ScanSample[]>([]);
  const [tool, setTool] = useState<Tool>('corners');
  const [sampleName, setSampleName] = useState<ScanName>('clear');
  const [opacity, setOpacity] = useState(1);
  // The proposals with the samples they were read with: until a newer scan
  // answers, "Accept all" would accept proposals about to change.
  const [scanned, setScanned] = useState<{ readonly result: ScanResult; readonly samples: readonly ScanSample[] }>();
  const [scanError, setScanError] = useState<string>();
  const [accepted, setAccepted] = useState<Accepted>(NOTHING_ACCEPTED);
  const [name, setName] = useState('My board');
  const [making, setMaking] = useState(false);
  const stageBox = useRef<HTMLDivElement>(null);
  const size = useSize(stageBox);

  // The image fitted into the stage.
  const view = useMemo(() => {
    if (!photo || size.width === 0) return { scale: 1, x: 0, y: 0 };
    const scale = Math.min(size.width / photo.width, size.height / photo.height) * 0.98;
    return { scale, x: (size.width - photo.width * scale) / 2, y: (size.height - photo.height * scale) / 2 };
  }, [photo, size]);

  const placed = corners.every((c) => c !== undefined) ? (corners as Point[]) : undefined;
  const fit = useMemo(() => (placed ? fitOnImage(grid, placed) : undefined), [grid, placed]);
  // Proposals only while the grid they were read with stands.
  const result = photo && placed && fit?.ok ? scanned?.result : undefined;
  const reading = result !== undefined && scanned?.samples !== samples;

  // Ask the worker for proposals whenever the fit or the samples change (a newer ask makes the older answer stale).
  useEffect(() => {
    if (!photo || !placed || !fit?.ok) return;
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await engine().ask('scan', 'scanPhoto', { grid, corners: placed, samples });
      if (!live || answer.stale) return;
      if (answer.value.ok) {
        setScanned({ result: answer.value.value, samples });
        setScanError(undefined);
      } else setScanError(answer.value.message);
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [photo, placed, fit, grid, samples]);

  const loadFile = useCallback(async (file: File | undefined) => {
    if (!file) return;
    setPhotoError(undefined);
    try {
      const decoded = await decodePhoto(file);
      const held = await engine().ask('photo', 'holdPhoto', decoded.pixels);
      if (held.stale) return;
      if (!held.value.ok) throw new Error(held.value.message);
      setPhoto({ canvas: decoded.canvas, width: decoded.pixels.width, height: decoded.pixels.height, name: file.name });
      setCorners([undefined, undefined, undefined, undefined]);
      setSamples([]);
      setAccepted(NOTHING_ACCEPTED);
      setScanned(undefined);
      setTool('corners');
      setName(file.name.replace(/\.[^.]*$/, '') || 'My board');
    } catch (e) {
      setPhotoError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  const toImage = (p: { x: number; y: number }): Point => ({ x: round1((p.x - view.x) / view.scale), y: round1((p.y - view.y) / view.scale) });

  const onStageTap = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent | PointerEvent>) => {
    if (!photo) return;
    if (e.target.hasName('corner-handle')) return;
    const pos = e.target.getStage()?.getPointerPosition();
    if (!pos) return;
    const p = toImage(pos);
    if (p.x < 0 || p.y < 0 || p.x > photo.width || p.y > photo.height) return;
    if (tool === 'corners') {
      const next = corners.findIndex((c) => c === undefined);
      if (next < 0) return;
      setCorners(corners.map((c, i) => (i === next ? p : c)));
      return;
    }
    if (tool === 'sample') {
      setSamples([...samples, { name: sampleName, x: p.x, y: p.y }]);
      return;
    }
    if (tool === 'accept' && fit?.ok && result) toggleAt(p);
  };

  const toggleAt = (p: Point) => {
    if (!fit?.ok || !result) return;
    const target = tapTarget(p, fit.hexes, fit.radius);
    if (!target) return;
    if (target.kind === 'hex') {
      const proposal = result.hexes.find((h) => h.label === target.label);
      const terrain = new Map(accepted.terrain);
      if (terrain.has(target.label)) terrain.delete(target.label);
      else if (proposal) terrain.set(target.label, proposal.terrain);
      setAccepted({ ...accepted, terrain });
      return;
    }
    const onEdge = result.hexsides.filter((s) => edgeMatches(s, target));
    const symbols = new Map(accepted.symbols);
    const acceptedHere = [...symbols.entries()].filter(([, s]) => edgeMatches(s, target));
    if (acceptedHere.length > 0) for (const [k] of acceptedHere) symbols.delete(k);
    else for (const s of onEdge) symbols.set(symbolKey(s), { hex: s.hex, side: s.side, symbol: s.symbol });
    setAccepted({ ...accepted, symbols });
  };

  const edgeMatches = (s: { hex: string; side: string }, t: { hex: string; side: string }): boolean => {
    if (!fit?.ok) return false;
    const a = edgeMidpoint(s.hex, s.side);
    const b = edgeMidpoint(t.hex, t.side);
    return !!a && !!b && Math.hypot(a.x - b.x, a.y - b.y) < fit.radius * 0.2;
  };

  const hexByLabel = useMemo(() => new Map(fit?.ok ? fit.hexes.map((h) => [h.label, h]) : []), [fit]);
  const edgeMidpoint = (label: string, side: string): Point | undefined => {
    const h = hexByLabel.get(label);
    const idx = SIDE_CORNER_INDEX[side as keyof typeof SIDE_CORNER_INDEX];
    if (!h || !idx) return undefined;
    return { x: (h.corners[idx[0]].x + h.corners[idx[1]].x) / 2, y: (h.corners[idx[0]].y + h.corners[idx[1]].y) / 2 };
  };

  // The accepted proposals become a board made here, opened in the editor for what the photo could not tell.
  const makeBoard = async () => {
    setMaking(true);
    setScanError(undefined);
    const doc = boardOfAccepted(grid, accepted, name.trim() || 'My board');
    const answer = await engine().ask('board', 'loadFiles', [{ name: `${doc.id}.json`, text: JSON.stringify(doc) }]);
    if (!answer.stale && answer.value.ok && (await editMadeBoard(answer.value.board, doc.name))) {
      onClose();
      return;
    }
    setMaking(false);
    if (!answer.stale && !answer.value.ok) setScanError(answer.value.errors.map((e) => e.message).join('; '));
  };

  const pending = result
    ? {
        hexes: result.hexes.filter((h) => h.terrain !== 'clear' && accepted.terrain.get(h.label) !== h.terrain).length,
        symbols: result.hexsides.filter((s) => !accepted.symbols.has(symbolKey(s))).length,
      }
    : undefined;
  const nextCorner = corners.findIndex((c) => c === undefined);
  const handle = 16 / view.scale;

  const drawOverlay = (ctx: Konva.Context) => {
    if (!fit?.ok) return;
    const c = ctx._context;
    const lw = 1 / view.scale;
    // The fitted grid.
    c.beginPath();
    for (const h of fit.hexes) tracePolygon(c, h.corners);
    c.lineWidth = lw * 1.5;
    c.strokeStyle = 'rgba(255,255,255,0.85)';
    c.stroke();
    c.lineWidth = lw * 0.75;
    c.strokeStyle = 'rgba(20,20,30,0.9)';
    c.stroke();
    // Terrain: accepted filled solid, proposals hatched with a dashed outline.
    const polygon = (label: string) => {
      const h = hexByLabel.get(label);
      if (!h) return false;
      c.beginPath();
      tracePolygon(c, h.corners);
      return true;
    };
    for (const [label, terrain] of accepted.terrain) {
      if (terrain === 'clear' || !polygon(label)) continue;
      c.globalAlpha = 0.78;
      c.fillStyle = colourOf(terrain);
      c.fill();
      c.globalAlpha = 1;
    }
    if (result) {
      c.setLineDash([6 * lw, 4 * lw]);
      for (const h of result.hexes) {
        if (h.terrain === 'clear' || accepted.terrain.get(h.label) === h.terrain || !polygon(h.label)) continue;
        c.globalAlpha = 0.4;
        c.fillStyle = colourOf(h.terrain);
        c.fill();
        c.globalAlpha = 1;
        c.lineWidth = lw * 2.5;
        c.strokeStyle = '#ff1fce';
        c.stroke();
      }
      c.setLineDash([]);
    }
    // Symbols: accepted solid, proposals dashed with a magenta halo.
    const stroke = (s: { hex: string; side: string; symbol: string }, proposal: boolean) => {
      const h = hexByLabel.get(s.hex);
      const idx = SIDE_CORNER_INDEX[s.side as keyof typeof SIDE_CORNER_INDEX];
      if (!h || !idx) return;
      const a = h.corners[idx[0]];
      const b = h.corners[idx[1]];
      c.beginPath();
      c.moveTo(a.x + (b.x - a.x) * 0.1, a.y + (b.y - a.y) * 0.1);
      c.lineTo(a.x + (b.x - a.x) * 0.9, a.y + (b.y - a.y) * 0.9);
      c.lineCap = 'round';
      if (proposal) {
        c.setLineDash([fit.radius * 0.16, fit.radius * 0.1]);
        c.lineWidth = fit.radius * 0.24;
        c.strokeStyle = '#ff1fce';
        c.stroke();
      }
      c.lineWidth = fit.radius * 0.14;
      c.strokeStyle = colourOf(s.symbol as ScanName);
      c.stroke();
      c.setLineDash([]);
    };
    for (const s of accepted.symbols.values()) stroke(s, false);
    if (result) for (const s of result.hexsides) if (!accepted.symbols.has(symbolKey(s))) stroke(s, true);
  };

  return (
    <div className="photo-tracer" role="dialog" aria-label="Trace a board over a photo" data-testid="photo-tracer">
      <div
        className="photo-stage"
        ref={stageBox}
        data-testid="photo-stage"
        data-view={photo ? JSON.stringify(view) : undefined}
        data-reading={reading ? 'yes' : 'no'}
        data-proposals={result ? `${result.hexes.filter((h) => h.terrain !== 'clear').length},${result.hexsides.length}` : undefined}
      >
        {!photo && <p className="photo-empty">Load a photo or scan of the board to trace it.</p>}
        {photo && size.width > 0 && (
          <Stage width={size.width} height={size.height} onPointerClick={onStageTap}>
            <Layer listening={false}>
              <Group x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
                <KonvaImage image={photo.canvas} opacity={opacity} />
              </Group>
            </Layer>
            <Layer>
              <Group x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
                <Shape sceneFunc={drawOverlay} listening={false} />
                {samples.map((s, i) => (
                  <Group key={`s${i}`} x={s.x} y={s.y} listening={false}>
                    <Circle radius={6 / view.scale} fill={colourOf(s.name)} stroke="#fff" strokeWidth={2 / view.scale} />
                    <Text text={WORDS[s.name]} x={8 / view.scale} y={-7 / view.scale} fontSize={13 / view.scale} fill="#fff" stroke="#000" strokeWidth={0.4 / view.scale} />
                  </Group>
                ))}
                {corners.map((c, i) =>
                  c ? (
                    <Group
                      key={`c${i}`}
                      x={c.x}
                      y={c.y}
                      draggable
                      name="corner-handle"
                      onDragEnd={(e) => {
                        const p = { x: round1(e.target.x()), y: round1(e.target.y()) };
                        setCorners(corners.map((q, j) => (j === i ? p : q)));
                      }}
                    >
                      <Circle radius={handle * 1.4} fill="rgba(23,70,194,0.25)" stroke="#fff" strokeWidth={2 / view.scale} name="corner-handle" />
                      <Circle radius={3 / view.scale} fill="#1746c2" name="corner-handle" />
                      <Text text={cornerName(grid, i)} x={handle * 1.5} y={-handle * 1.5} fontSize={15 / view.scale} fontStyle="bold" fill="#fff" stroke="#1746c2" strokeWidth={0.6 / view.scale} name="corner-handle" />
                    </Group>
                  ) : null,
                )}
              </Group>
            </Layer>
          </Stage>
        )}
      </div>

      <div className="photo-controls">
        <div className="photo-head">
          <h2>Trace a photo</h2>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>

        <section className="photo-step" aria-label="Photo">
          <div className="photo-row">
            <label className="button">
              Choose a photo
              <input type="file" accept="image/*" className="visually-hidden" data-testid="photo-file" onChange={(e) => void loadFile(e.target.files?.[0])} />
            </label>
            <label className="button">
              Take a photo
              <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={(e) => void loadFile(e.target.files?.[0])} />
            </label>
          </div>
          {photoError && (
            <p className="photo-error" role="alert">
              {photoError}
            </p>
          )}
          {photo && (
            <label className="photo-slider">
              Photo opacity
              <input type="range" min={0.15} max={1} step={0.05} value={opacity} onChange={(e) => setOpacity(Number(e.target.value))} aria-label="Photo opacity" />
            </label>
          )}
          <p className="fine">The photo stays on this device; it never goes into the board file.</p>
        </section>

        <section className="photo-step" aria-label="Grid">
          <div className="photo-row">
            <label>
              Columns
              <input type="number" min={2} max={200} value={grid.columns} onChange={(e) => setGrid({ ...grid, columns: clampInt(e.target.value, grid.columns) })} data-testid="photo-columns" />
            </label>
            <label>
              Rows
              <input type="number" min={2} max={200} value={grid.rows} onChange={(e) => setGrid({ ...grid, rows: clampInt(e.target.value, grid.rows) })} data-testid="photo-rows" />
            </label>
            <label>
              Lower columns
              <select value={grid.shifted} onChange={(e) => setGrid({ ...grid, shifted: e.target.value as ScanGrid['shifted'] })} data-testid="photo-shifted">
                <option value="odd">B, D, F…</option>
                <option value="even">A, C, E…</option>
              </select>
            </label>
          </div>
        </section>

        {photo && (
          <section className="photo-step" aria-label="Corners">
            <div className="photo-tools" role="radiogroup" aria-label="What a tap does">
              {(['corners', 'sample', 'accept'] as const).map((t) => (
                <button key={t} type="button" role="radio" aria-checked={tool === t} className={tool === t ? 'button photo-tool-on' : 'button'} onClick={() => setTool(t)} data-testid={`photo-tool-${t}`}>
                  {t === 'corners' ? 'Corners' : t === 'sample' ? 'Colours' : 'Accept'}
                </button>
              ))}
            </div>
            {tool === 'corners' && (
              <p className="photo-hint" data-testid="photo-hint">
                {nextCorner >= 0 ? `Tap the centre of hex ${cornerName(grid, nextCorner)}.` : 'Drag a corner to adjust the grid.'}{' '}
                <button type="button" className="link-button" onClick={() => setCorners([undefined, undefined, undefined, undefined])}>
                  Place again
                </button>
              </p>
            )}
            {fit && !fit.ok && <p className="photo-error">{fit.message}</p>}
            {tool === 'sample' && (
              <>
                <p className="photo-hint">Tap a name, then a place on the photo that shows it: the middle of a stroke, or inside a hex. Without taps the colours are guessed.</p>
                <div className="photo-chips">
                  {[...SCAN_TERRAINS, ...SCAN_SYMBOLS].map((n) => (
                    <button key={n} type="button" className={sampleName === n ? 'chip chip-on' : 'chip'} aria-pressed={sampleName === n} onClick={() => setSampleName(n)} data-testid={`photo-sample-${n}`}>
                      <span className="chip-swatch" style={{ background: colourOf(n) }} aria-hidden />
                      {WORDS[n]}
                      {samples.some((s) => s.name === n) ? ' ✓' : ''}
                    </button>
                  ))}
                </div>
                {samples.length > 0 && (
                  <button type="button" className="link-button" onClick={() => setSamples([])}>
                    Clear the {samples.length} taps
                  </button>
                )}
              </>
            )}
            {tool === 'accept' && <p className="photo-hint">Tap a dashed proposal to accept it; tap an accepted one to take it back.</p>}
          </section>
        )}

        {photo && placed && (
          <section className="photo-step" aria-label="Proposals">
            {scanError && <p className="photo-error">{scanError}</p>}
            {pending && (
              <p className="photo-hint" data-testid="photo-pending">
                {pending.hexes === 0 && pending.symbols === 0
                  ? 'Every proposal is accepted.'
                  : `Proposed, not yet accepted: ${pending.hexes} hexes of terrain, ${pending.symbols} hexside symbols (dashed, in magenta).`}
              </p>
            )}
            <div className="photo-row">
              <button type="button" className="button" disabled={!result || reading} onClick={() => result && setAccepted(acceptAll(accepted, result.hexes, result.hexsides))} data-testid="photo-accept-all">
                Accept all
              </button>
              <button type="button" className="button" disabled={accepted === NOTHING_ACCEPTED} onClick={() => setAccepted(NOTHING_ACCEPTED)}>
                Undo accepting
              </button>
            </div>
            <div className="photo-row">
              <label className="photo-name">
                Board name
                <input value={name} onChange={(e) => setName(e.target.value)} data-testid="photo-board-name" />
              </label>
              <button type="button" className="button button-primary" disabled={making || (accepted.terrain.size === 0 && accepted.symbols.size === 0)} onClick={() => void makeBoard()} data-testid="photo-make-board">
                Make the board
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

function clampInt(text: string, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 2 && n <= 200 ? n : fallback;
}
