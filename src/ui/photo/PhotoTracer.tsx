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
// At arm's length: the photo pinches, pans and zooms like
// the map (use-photo-input.ts), and only a short tap places anything; a tap on
// a sample's dot takes that sample away; the swatches show the colour the scan
// read at each sample, never the app's own palette, and each sample can be
// named anew, so a colour the app does not print (blue gullies, water) is
// sampled and named for what it stands for.
//
// The tracing's state and its questions to the worker are the tracer's store
// (src/store/photo/tracer-store.ts); this page draws them and passes the taps on.

import type Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Shape, Stage, Text } from 'react-konva';

import { cornerName } from '../../scan/grid-fit.ts';
import { MAX_GRID, MIN_GRID, type ScanGrid } from '../../scan/request.ts';
import { type Rgb, SCAN_SYMBOLS, SCAN_TERRAINS, type ScanName } from '../../scan/vocabulary.ts';
import { useAppStore } from '../../store/index.ts';
import {
  cornerUnder,
  isReading,
  nextCorner,
  pendingCounts,
  placedCorners,
  sampleColours,
  shownProposals,
  startingGrid,
  TRACER_TOOLS,
  useTracerStore,
} from '../../store/photo/tracer-store.ts';
import { NOTHING_ACCEPTED } from '../../store/photo/tracing.ts';
import { screenPoint, type View } from '../canvas/view.ts';
import { NumberField } from '../NumberField.tsx';
import { decodePhoto, drawPixels } from './decode-photo.ts';
import { drawTracing } from './draw-tracing.ts';
import { ModulePicker } from './ModulePicker.tsx';
import { fittedPhotoView, pannedPhotoView, pinchedPhotoView, settledPhotoView, zoomedPhotoView } from './photo-view.ts';
import { type PhotoInput, usePhotoInput } from './use-photo-input.ts';

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

/** The view before the stage has a size. */
const UNFITTED: View = { scale: 1, x: 0, y: 0, turned: false };
/** Each press of a zoom button zooms by this much. */
const ZOOM_STEP = 1.5;

const css = (c: Rgb): string => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
/** A sample's dot before any read has seen it. */
const UNREAD = '#8a8a8a';

export function PhotoTracer({ onClose }: { onClose: () => void }) {
  const tracer = useTracerStore();
  const {
    photo,
    photoError,
    grid,
    corners,
    fit,
    samples,
    tool,
    sampleName,
    opacity,
    scanError,
    accepted,
    name,
    making,
    module,
    placedFromModule,
  } = tracer;
  const stageBox = useRef<HTMLDivElement>(null);
  const size = useSize(stageBox);

  // Each opening starts a tracing of its own, with the open board's grid; closing drops what is in flight.
  useLayoutEffect(() => {
    const store = useTracerStore.getState();
    store.open(startingGrid(useAppStore.getState().board));
    return () => store.close();
  }, []);

  // The photo fitted into the stage, until a pinch, the wheel or a button zooms it (a new photo or stage size fits it again).
  const fitted = useMemo(() => (photo && size.width > 0 ? fittedPhotoView(photo, size) : undefined), [photo, size]);
  const [zoomed, setZoomed] = useState<{ base: View; view: View } | undefined>(undefined);
  // The magenta dashes cover the strokes being sampled (purple nearly vanishes under them): they can be hidden meanwhile.
  const [proposalsShown, setProposalsShown] = useState(true);
  const view: View = useMemo(
    () => (zoomed && zoomed.base === fitted ? zoomed.view : fitted) ?? UNFITTED,
    [zoomed, fitted],
  );
  // The view as of the last gesture: moves arrive faster than renders.
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);
  const applyView = (next: View) => {
    if (!fitted) return;
    viewRef.current = next;
    setZoomed({ base: fitted, view: next });
  };
  const zoomBy = (factor: number, at = screenPoint(size.width / 2, size.height / 2)) => {
    if (photo) applyView(zoomedPhotoView(viewRef.current, factor, at, photo, size));
  };
  const input: PhotoInput = {
    view: () => viewRef.current,
    zoom: zoomBy,
    pan: (dx, dy) => {
      if (photo) applyView(pannedPhotoView(viewRef.current, dx, dy, photo, size));
    },
    pinch: (f, at, dx, dy) => {
      if (photo) applyView(pinchedPhotoView(viewRef.current, f, at, dx, dy, photo, size));
    },
    tap: (p, scale) => useTracerStore.getState().tap(p, scale),
    cornerAt: (p, scale) => cornerUnder(useTracerStore.getState(), p, scale),
    corner: (i) => useTracerStore.getState().corners[i],
    moveCorner: (i, p) => useTracerStore.getState().moveCorner(i, p),
    settle: () => {
      if (!photo) return;
      const settled = settledPhotoView(viewRef.current, photo, size);
      if (settled.x !== viewRef.current.x || settled.y !== viewRef.current.y) applyView(settled);
    },
  };
  usePhotoInput(stageBox, input, !!fitted);

  const placed = placedCorners(corners);
  const result = shownProposals(tracer);
  const reading = isReading(tracer);
  const pending = pendingCounts(tracer);
  const nextToPlace = nextCorner(corners);
  const colours = sampleColours(tracer);
  const hexByLabel = useMemo(() => new Map(fit?.ok ? fit.hexes.map((h) => [h.label, h]) : []), [fit]);

  const loadFile = (file: File | undefined) => {
    if (file) void tracer.loadPhoto(file.name, decodePhoto(file));
  };

  // A module is read and unpacked in the worker; only its bytes are read here.
  const loadModule = (file: File | undefined) => {
    if (file)
      void tracer.openModule(
        file.name,
        file.arrayBuffer().then((b) => new Uint8Array(b)),
      );
  };

  // The accepted proposals become a board made here, opened in the editor for what the photo could not tell.
  const makeBoard = async () => {
    if (await tracer.makeBoard()) onClose();
  };

  const handle = 16 / view.scale;
  const cornersLive = tool === 'corners';

  const drawOverlay = (ctx: Konva.Context) => {
    if (fit?.ok)
      drawTracing(ctx._context, {
        fit,
        hexByLabel,
        accepted,
        result: proposalsShown ? result : undefined,
        scale: view.scale,
      });
  };

  return (
    <div className="photo-tracer" role="dialog" aria-label="Trace a board over a photo" data-testid="photo-tracer">
      <div
        className="photo-stage"
        data-testid="photo-stage"
        data-view={photo ? JSON.stringify({ scale: view.scale, x: view.x, y: view.y }) : undefined}
        data-zoomed={zoomed && zoomed.base === fitted ? 'yes' : 'no'}
        data-corners={JSON.stringify(corners)}
        data-reading={reading ? 'yes' : 'no'}
        data-proposals={
          result ? `${result.hexes.filter((h) => h.terrain !== 'clear').length},${result.hexsides.length}` : undefined
        }
      >
        <div className="photo-canvas" ref={stageBox}>
          {!photo && (
            <p className="photo-empty">Load a photo or scan of the board to trace it, or open a VASSAL module.</p>
          )}
          {photo && size.width > 0 && (
            <Stage width={size.width} height={size.height} listening={false}>
              <Layer listening={false}>
                <Group x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
                  <KonvaImage image={photo.canvas} opacity={opacity} />
                </Group>
              </Layer>
              <Layer listening={false}>
                <Group x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
                  <Shape sceneFunc={drawOverlay} />
                  {corners.map((c, i) =>
                    c ? (
                      <Group key={`c${i}`} x={c.x} y={c.y} opacity={cornersLive ? 1 : 0.45}>
                        <Circle
                          radius={handle * 1.4}
                          fill={cornersLive ? 'rgba(23,70,194,0.25)' : undefined}
                          stroke="#fff"
                          strokeWidth={2 / view.scale}
                        />
                        <Circle radius={3 / view.scale} fill="#1746c2" />
                        <Text
                          text={cornerName(grid, i)}
                          x={handle * 1.5}
                          y={-handle * 1.5}
                          fontSize={15 / view.scale}
                          fontStyle="bold"
                          fill="#fff"
                          stroke="#1746c2"
                          strokeWidth={0.6 / view.scale}
                        />
                      </Group>
                    ) : null,
                  )}
                  {samples.map((s, i) => (
                    <Group key={`s${i}`} x={s.x} y={s.y}>
                      <Circle radius={9 / view.scale} fill="#fff" stroke="#000" strokeWidth={1 / view.scale} />
                      <Circle radius={7 / view.scale} fill={colours[i] ? css(colours[i]) : UNREAD} />
                      <Text
                        text={WORDS[s.name]}
                        x={11 / view.scale}
                        y={-7 / view.scale}
                        fontSize={13 / view.scale}
                        fill="#fff"
                        stroke="#000"
                        strokeWidth={0.4 / view.scale}
                      />
                    </Group>
                  ))}
                </Group>
              </Layer>
            </Stage>
          )}
        </div>
        {module && (
          <ModulePicker
            module={module}
            onPick={(board) => void tracer.pickModuleBoard(board, drawPixels)}
            onDismiss={tracer.dismissModule}
          />
        )}
        {fitted && (
          <div className="photo-zoom" role="group" aria-label="Zoom the photo">
            <button
              type="button"
              className="button"
              onClick={() => zoomBy(ZOOM_STEP)}
              aria-label="Zoom in"
              data-testid="photo-zoom-in"
            >
              +
            </button>
            <button
              type="button"
              className="button"
              onClick={() => zoomBy(1 / ZOOM_STEP)}
              aria-label="Zoom out"
              data-testid="photo-zoom-out"
            >
              −
            </button>
            <button type="button" className="button" onClick={() => setZoomed(undefined)} data-testid="photo-fit">
              Fit
            </button>
          </div>
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
              <input
                type="file"
                accept="image/*"
                className="visually-hidden"
                data-testid="photo-file"
                onChange={(e) => loadFile(e.target.files?.[0])}
              />
            </label>
            <label className="button">
              Take a photo
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="visually-hidden"
                onChange={(e) => loadFile(e.target.files?.[0])}
              />
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
              <input
                type="range"
                min={0.15}
                max={1}
                step={0.05}
                value={opacity}
                onChange={(e) => tracer.setOpacity(Number(e.target.value))}
                aria-label="Photo opacity"
              />
            </label>
          )}
          <p className="fine">The photo stays on this device; it never goes into the board file.</p>
        </section>

        <section className="photo-step" aria-label="Grid">
          <div className="photo-row">
            <label>
              Columns
              <NumberField
                label="Columns"
                min={MIN_GRID}
                max={MAX_GRID}
                value={grid.columns}
                onCommit={(n) => n !== undefined && tracer.setGrid({ ...grid, columns: n })}
                testId="photo-columns"
                disabled={placedFromModule}
              />
            </label>
            <label>
              Rows
              <NumberField
                label="Rows"
                min={MIN_GRID}
                max={MAX_GRID}
                value={grid.rows}
                onCommit={(n) => n !== undefined && tracer.setGrid({ ...grid, rows: n })}
                testId="photo-rows"
                disabled={placedFromModule}
              />
            </label>
            <label>
              Lower columns
              <select
                value={grid.shifted}
                onChange={(e) => tracer.setGrid({ ...grid, shifted: e.target.value as ScanGrid['shifted'] })}
                data-testid="photo-shifted"
                disabled={placedFromModule}
              >
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
                <button
                  key={t}
                  type="button"
                  role="radio"
                  aria-checked={tool === t}
                  className={tool === t ? 'button photo-tool-on' : 'button'}
                  onClick={() => tracer.setTool(t)}
                  data-testid={`photo-tool-${t}`}
                >
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
                {nextToPlace >= 0
                  ? `Tap the centre of hex ${cornerName(grid, nextToPlace)}.`
                  : 'Drag a corner to adjust the grid.'}{' '}
                <button type="button" className="link-button" onClick={tracer.clearCorners}>
                  Place again
                </button>
              </p>
            )}
            {fit && !fit.ok && <p className="photo-error">{fit.message}</p>}
            {tool === 'sample' && (
              <>
                <p className="photo-hint">
                  Tap a name, then a place on the photo that shows it: the middle of a stroke, or inside a hex. Tap a
                  dot again to take that sample away. Without samples the colours are guessed.
                </p>
                <p className="fine">
                  A colour the app does not print (blue gullies, water) is sampled all the same: name it for what it is
                  on the board — gully, or clear for water.
                </p>
                <SampleChips
                  names={SCAN_TERRAINS}
                  label="Terrain"
                  samples={samples}
                  colours={colours}
                  chosen={sampleName}
                  choose={tracer.setSampleName}
                />
                <SampleChips
                  names={SCAN_SYMBOLS}
                  label="Hexside symbols"
                  samples={samples}
                  colours={colours}
                  chosen={sampleName}
                  choose={tracer.setSampleName}
                />
                {samples.length > 0 && (
                  <>
                    <h3 className="photo-subhead">Your samples, as read from the photo</h3>
                    <ol className="photo-samples" data-testid="photo-samples">
                      {samples.map((x, i) => (
                        <li
                          key={`${x.x},${x.y}`}
                          className="photo-sample-row"
                          data-testid="photo-sample-row"
                          data-name={x.name}
                          data-colour={colours[i]?.join(',') ?? ''}
                        >
                          <Swatch colour={colours[i]} big />
                          <label className="visually-hidden" htmlFor={`photo-sample-name-${i}`}>
                            What sample {i + 1} is
                          </label>
                          <select
                            id={`photo-sample-name-${i}`}
                            value={x.name}
                            onChange={(e) => tracer.renameSample(i, e.target.value as ScanName)}
                            data-testid="photo-sample-name"
                          >
                            <optgroup label="Terrain">
                              {SCAN_TERRAINS.map((n) => (
                                <option key={n} value={n}>
                                  {WORDS[n]}
                                </option>
                              ))}
                            </optgroup>
                            <optgroup label="Hexside symbol">
                              {SCAN_SYMBOLS.map((n) => (
                                <option key={n} value={n}>
                                  {WORDS[n]}
                                </option>
                              ))}
                            </optgroup>
                          </select>
                          <button
                            type="button"
                            className="button"
                            onClick={() => tracer.removeSample(i)}
                            aria-label={`Remove the ${WORDS[x.name]} sample`}
                            data-testid="photo-sample-remove"
                          >
                            Remove
                          </button>
                        </li>
                      ))}
                    </ol>
                    <button type="button" className="link-button" onClick={tracer.clearSamples}>
                      Remove all {samples.length} samples
                    </button>
                  </>
                )}
              </>
            )}
            {tool === 'accept' && (
              <p className="photo-hint">Tap a dashed proposal to accept it; tap an accepted one to take it back.</p>
            )}
          </section>
        )}

        {photo && placed && (
          <section className="photo-step" aria-label="Proposals">
            {scanError && <p className="photo-error">{scanError}</p>}
            <label className="photo-toggle">
              <input
                type="checkbox"
                checked={proposalsShown}
                onChange={(e) => setProposalsShown(e.target.checked)}
                data-testid="photo-show-proposals"
              />
              Show the proposals on the photo
            </label>
            {pending && (
              <p className="photo-hint" data-testid="photo-pending">
                {pending.hexes === 0 && pending.symbols === 0
                  ? 'Every proposal is accepted.'
                  : `Proposed, not yet accepted: ${pending.hexes} hexes of terrain, ${pending.symbols} hexside symbols (dashed, in magenta).`}
              </p>
            )}
            <div className="photo-row">
              <button
                type="button"
                className="button"
                disabled={!result || reading}
                onClick={tracer.acceptAllProposals}
                data-testid="photo-accept-all"
              >
                Accept all
              </button>
              <button
                type="button"
                className="button"
                disabled={accepted === NOTHING_ACCEPTED}
                onClick={tracer.undoAccepting}
              >
                Undo accepting
              </button>
            </div>
            {result && result.classes.some((k) => k.from === 'clustering') && (
              // Guessed colours are reviewed by what guesses scored on the test photos, before the sampled items of alike doubt (docs/scan.md#guessed-colours).
              <p className="photo-hint" data-testid="photo-guessed">
                {samples.length === 0
                  ? 'The colours are guessed, not sampled: '
                  : 'Some colours are guessed, not sampled, and the review shows their unsure items first: '}
                their &ldquo;% sure&rdquo; is how often such guesses were right on the test photos. On a printing unlike
                those, a wrong guess can still look sure. Tap one sample per colour and terrain before you make the
                board.
              </p>
            )}
            <div className="photo-row">
              <label className="photo-name">
                Board name
                <input value={name} onChange={(e) => tracer.setName(e.target.value)} data-testid="photo-board-name" />
              </label>
              <button
                type="button"
                className="button button-primary"
                disabled={making || (accepted.terrain.size === 0 && accepted.symbols.size === 0)}
                onClick={() => void makeBoard()}
                data-testid="photo-make-board"
              >
                Make the board
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

/** The colour read at a sample; a striped swatch until a read has seen it (the corners are needed first). */
function Swatch({ colour, big = false }: { colour: Rgb | undefined; big?: boolean }) {
  const cls = `chip-swatch${big ? ' chip-swatch-big' : ''}${colour ? '' : ' chip-swatch-unread'}`;
  return (
    <span
      className={cls}
      style={colour ? { background: css(colour) } : undefined}
      data-testid="photo-swatch"
      title={colour ? `read as ${css(colour)}` : 'not read yet'}
      aria-hidden
    />
  );
}

/** One chip per name: choosing what the next tap samples, with the colours read for that name so far. */
function SampleChips(props: {
  names: readonly ScanName[];
  label: string;
  samples: readonly { name: ScanName }[];
  colours: readonly (Rgb | undefined)[];
  chosen: ScanName;
  choose: (name: ScanName) => void;
}) {
  const { names, label, samples, colours, chosen, choose } = props;
  return (
    <div className="photo-chips" role="group" aria-label={label}>
      {names.map((n) => {
        const own = samples.flatMap((x, i) => (x.name === n ? [colours[i]] : []));
        return (
          <button
            key={n}
            type="button"
            className={chosen === n ? 'chip chip-on' : 'chip'}
            aria-pressed={chosen === n}
            onClick={() => choose(n)}
            data-testid={`photo-sample-${n}`}
          >
            {own.length === 0 ? (
              <span className="chip-swatch chip-swatch-none" aria-hidden />
            ) : (
              own.slice(0, 3).map((c, i) => <Swatch key={i} colour={c} />)
            )}
            {WORDS[n]}
            {own.length > 0 ? ' ✓' : ''}
          </button>
        );
      })}
    </div>
  );
}
