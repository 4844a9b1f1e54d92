// Trace a board over a photo or scan (issue: "trace over a photo"): load an
// image (a file, or the tablet's camera), pin the grid by placing the four
// corner hex centres (a perspective fit, so a photo taken at an angle works),
// drag them to adjust, set the photo's opacity; the worker proposes each
// hex's terrain and the hexside symbols from the photo's own colours — from
// one tap per colour and terrain present, or the clustering's guess. Proposals
// are drawn dashed until accepted (all at once, or one by one by tapping
// them); the accepted ones make the board, which is opened and kept in the
// library. The photo stays in this page and the worker: never in the board file.
//
// The tracing's state and its questions to the worker are the tracer's store
// (src/store/photo/tracer-store.ts); this page draws them and passes the taps on.

import type Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Shape, Stage, Text } from 'react-konva';
import { cornerName } from '../../scan/grid-fit.ts';
import type { Point } from '../../scan/homography.ts';
import type { ScanGrid } from '../../scan/request.ts';
import { SCAN_SYMBOLS, SCAN_TERRAINS, type ScanName } from '../../scan/vocabulary.ts';
import { useAppStore } from '../../store/index.ts';
import { isReading, nextCorner, pendingCounts, placedCorners, shownProposals, startingGrid, TRACER_TOOLS, useTracerStore } from '../../store/photo/tracer-store.ts';
import { NOTHING_ACCEPTED } from '../../store/photo/tracing.ts';
import { decodePhoto, drawPixels } from './decode-photo.ts';
import { ModulePicker } from './ModulePicker.tsx';
import { colourOf, drawTracing } from './draw-tracing.ts';
// oxlint-disable-next-line import/no-unassigned-import
import './photo.css';

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
  const tracer = useTracerStore();
  const { photo, photoError, grid, corners, fit, samples, tool, sampleName, opacity, scanError, accepted, name, making, module, placedFromModule } = tracer;
  const stageBox = useRef<HTMLDivElement>(null);
  const size = useSize(stageBox);

  // Each opening starts a tracing of its own, with the open board's grid; closing drops what is in flight.
  useLayoutEffect(() => {
    const store = useTracerStore.getState();
    store.open(startingGrid(useAppStore.getState().board));
    return () => store.close();
  }, []);

  // The image fitted into the stage.
  const view = useMemo(() => {
    if (!photo || size.width === 0) return { scale: 1, x: 0, y: 0 };
    const scale = Math.min(size.width / photo.width, size.height / photo.height) * 0.98;
    return { scale, x: (size.width - photo.width * scale) / 2, y: (size.height - photo.height * scale) / 2 };
  }, [photo, size]);

  const placed = placedCorners(corners);
  const result = shownProposals(tracer);
  const reading = isReading(tracer);
  const pending = pendingCounts(tracer);
  const nextToPlace = nextCorner(corners);
  const hexByLabel = useMemo(() => new Map(fit?.ok ? fit.hexes.map((h) => [h.label, h]) : []), [fit]);

  const loadFile = (file: File | undefined) => {
    if (file) void tracer.loadPhoto(file.name, decodePhoto(file));
  };

  // A module is read and unpacked in the worker; only its bytes are read here.
  const loadModule = (file: File | undefined) => {
    if (file) void tracer.openModule(file.name, file.arrayBuffer().then((b) => new Uint8Array(b)));
  };

  const toImage = (p: { x: number; y: number }): Point => ({ x: round1((p.x - view.x) / view.scale), y: round1((p.y - view.y) / view.scale) });

  const onStageTap = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent | PointerEvent>) => {
    if (e.target.hasName('corner-handle')) return;
    const pos = e.target.getStage()?.getPointerPosition();
    if (pos) tracer.tap(toImage(pos));
  };

  // The accepted proposals become a board made here, opened in the editor for what the photo could not tell.
  const makeBoard = async () => {
    if (await tracer.makeBoard()) onClose();
  };

  const handle = 16 / view.scale;

  const drawOverlay = (ctx: Konva.Context) => {
    if (fit?.ok) drawTracing(ctx._context, { fit, hexByLabel, accepted, result, scale: view.scale });
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
        {!photo && <p className="photo-empty">Load a photo or scan of the board to trace it, or open a VASSAL module.</p>}
        {module && <ModulePicker module={module} onPick={(board) => void tracer.pickModuleBoard(board, drawPixels)} onDismiss={tracer.dismissModule} />}
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
                        tracer.moveCorner(i, p);
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
              <input type="file" accept="image/*" className="visually-hidden" data-testid="photo-file" onChange={(e) => loadFile(e.target.files?.[0])} />
            </label>
            <label className="button">
              Take a photo
              <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={(e) => loadFile(e.target.files?.[0])} />
            </label>
            <label className="button">
              Open a VASSAL module
              <input
                type="file"
                accept=".vmod,.vmdx"
                className="visually-hidden"
                data-testid="photo-module-file"
                onChange={(e) => {
                  loadModule(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {photoError && (
            <p className="photo-error" role="alert" data-testid="photo-error">
              {photoError}
            </p>
          )}
          {photo && (
            <label className="photo-slider">
              Photo opacity
              <input type="range" min={0.15} max={1} step={0.05} value={opacity} onChange={(e) => tracer.setOpacity(Number(e.target.value))} aria-label="Photo opacity" />
            </label>
          )}
          <p className="fine">The photo stays on this device; it never goes into the board file.</p>
        </section>

        <section className="photo-step" aria-label="Grid">
          <div className="photo-row">
            <label>
              Columns
              <input type="number" min={2} max={200} value={grid.columns} onChange={(e) => tracer.setGrid({ ...grid, columns: clampInt(e.target.value, grid.columns) })} data-testid="photo-columns" disabled={placedFromModule} />
            </label>
            <label>
              Rows
              <input type="number" min={2} max={200} value={grid.rows} onChange={(e) => tracer.setGrid({ ...grid, rows: clampInt(e.target.value, grid.rows) })} data-testid="photo-rows" disabled={placedFromModule} />
            </label>
            <label>
              Lower columns
              <select value={grid.shifted} onChange={(e) => tracer.setGrid({ ...grid, shifted: e.target.value as ScanGrid['shifted'] })} data-testid="photo-shifted" disabled={placedFromModule}>
                <option value="odd">B, D, F…</option>
                <option value="even">A, C, E…</option>
              </select>
            </label>
          </div>
        </section>

        {photo && (
          <section className="photo-step" aria-label="Corners">
            <div className="photo-tools" role="radiogroup" aria-label="What a tap does">
              {TRACER_TOOLS.map((t) => (
                <button key={t} type="button" role="radio" aria-checked={tool === t} className={tool === t ? 'button photo-tool-on' : 'button'} onClick={() => tracer.setTool(t)} data-testid={`photo-tool-${t}`}>
                  {t === 'corners' ? 'Corners' : t === 'sample' ? 'Colours' : 'Accept'}
                </button>
              ))}
            </div>
            {tool === 'corners' && placedFromModule && (
              <p className="photo-hint" data-testid="photo-hint">
                The grid is placed from the module; drag a corner only if the image does not match it.
              </p>
            )}
            {tool === 'corners' && !placedFromModule && (
              <p className="photo-hint" data-testid="photo-hint">
                {nextToPlace >= 0 ? `Tap the centre of hex ${cornerName(grid, nextToPlace)}.` : 'Drag a corner to adjust the grid.'}{' '}
                <button type="button" className="link-button" onClick={tracer.clearCorners}>
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
                    <button key={n} type="button" className={sampleName === n ? 'chip chip-on' : 'chip'} aria-pressed={sampleName === n} onClick={() => tracer.setSampleName(n)} data-testid={`photo-sample-${n}`}>
                      <span className="chip-swatch" style={{ background: colourOf(n) }} aria-hidden />
                      {WORDS[n]}
                      {samples.some((s) => s.name === n) ? ' ✓' : ''}
                    </button>
                  ))}
                </div>
                {samples.length > 0 && (
                  <button type="button" className="link-button" onClick={tracer.clearSamples}>
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
              <button type="button" className="button" disabled={!result || reading} onClick={tracer.acceptAllProposals} data-testid="photo-accept-all">
                Accept all
              </button>
              <button type="button" className="button" disabled={accepted === NOTHING_ACCEPTED} onClick={tracer.undoAccepting}>
                Undo accepting
              </button>
            </div>
            <div className="photo-row">
              <label className="photo-name">
                Board name
                <input value={name} onChange={(e) => tracer.setName(e.target.value)} data-testid="photo-board-name" />
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
