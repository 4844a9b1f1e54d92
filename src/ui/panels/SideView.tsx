// The side view of the line: a cross-section from the firer to the target —
// each step's ground, what stands on it, the hexsides between steps as their
// obstacles' heights, both candidate hexes where a step has two, the two
// units and the sight line — stating the verdict the text does: what blocks
// glows in the map's colour and is crossed where the sight line meets it,
// what the line passed is drawn hollow with a ring on the line, a distance
// rule's mark stands across the view, and the sight line is clear up to the
// first blocking place. Its own key says why each was passed or blocks. It
// draws what the engine's profile holds (losProfile: heights from the board,
// states, marks and key from the result) and decides nothing (docs/rules.md,
// "The side view").
//
// The profile is worked out only while the view is open, and for the newest
// line after the verdict is on screen (a deferred value): a tap's verdict is
// drawn first, its side view a moment later.

import { useDeferredValue, useEffect, useMemo, useState } from 'react';

import { losProfile, profileUnit } from '../../engine/profile.ts';
import type { LosProfile, ProfileKeyLine } from '../../engine/profile.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES } from '../palette.ts';
import type { Palette } from '../palette.ts';
import { useShown } from '../shown-pick.ts';

const HEIGHT = 150;
const PAD_X = 26;
const PAD_TOP = 14;
const PAD_BOTTOM = 28;

/** The element's width, followed as it changes (a callback ref: the element comes and goes with the line). */
function useWidth(): [(el: HTMLDivElement | null) => void, number] {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return;
    const update = () => setWidth(el.clientWidth);
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    ro?.observe(el);
    update();
    return () => ro?.disconnect();
  }, [el]);
  return [setEl, width];
}

export function SideView({ onToggle }: { onToggle?: (open: boolean) => void }) {
  const board = useAppStore((s) => s.board);
  const result = useShown((s) => s.result);
  const open = useAppStore((s) => s.sideViewOpen);
  const setOpen = useAppStore((s) => s.setSideViewOpen);
  const theme = useAppStore((s) => s.theme);
  const drawn = useDeferredValue(result);
  const profile = useMemo(
    () => (open && board && drawn && drawn.range > 0 ? losProfile(board, drawn) : undefined),
    [open, board, drawn],
  );
  const [ref, width] = useWidth();
  if (!board || !result || result.range === 0) return null;
  return (
    <details
      className="side-view section"
      open={open}
      data-testid="side-view"
      onToggle={(e) => {
        const now = (e.target as HTMLDetailsElement).open;
        setOpen(now);
        onToggle?.(now);
      }}
    >
      <summary>
        <span className="section-title">Side view</span>
        <span className="fine">{profileUnit(board) === 'm' ? 'heights in metres' : 'elevation numbers'}</span>
      </summary>
      <div className="side-view-body">
        <div ref={ref} className="side-view-picture">
          {profile && width > 0 && <Profile profile={profile} width={width} palette={PALETTES[theme]} />}
        </div>
        {profile && <Key profile={profile} palette={PALETTES[theme]} />}
      </div>
    </details>
  );
}

function Profile({ profile, width, palette }: { profile: LosProfile; width: number; palette: Palette }) {
  const p = profile;
  const grounds = p.steps.flatMap((s) => s.hexes.flatMap((h) => [h.ground, h.top ?? h.ground]));
  const tops = [...grounds, ...p.sides.map((s) => s.top)];
  const lo = Math.min(0, ...grounds);
  const rise = p.unit === 'm' ? 20 : 1;
  const hi = Math.max(lo + rise * 1.5, ...tops) + rise / 2;
  const slot = (width - 2 * PAD_X) / Math.max(1, p.range);
  const x = (at: number) => PAD_X + at * slot;
  const y = (h: number) => HEIGHT - PAD_BOTTOM - ((h - lo) / (hi - lo)) * (HEIGHT - PAD_TOP - PAD_BOTTOM);
  const first = p.steps[0]?.hexes[0];
  const last = p.steps[p.steps.length - 1]?.hexes[0];
  if (!first || !last) return null;
  // The units stand on their hexes; the sight line joins them a little above the ground, as the map's line joins the centres.
  const from = { x: x(0), y: y(p.sight.from) };
  const to = { x: x(p.range), y: y(p.sight.to) };
  const sightY = (at: number) => from.y + ((to.y - from.y) * at) / Math.max(1, p.range);
  const decided = palette.blocking;
  const stop = p.sight.stoppedAt;
  return (
    <svg
      className="side-view-svg"
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={`Side view: ${p.visible ? 'clear' : 'blocked'}`}
    >
      <line x1={PAD_X - 8} x2={width - PAD_X + 8} y1={y(lo)} y2={y(lo)} className="side-view-base" />
      {p.marks.map((m) => {
        // The stretch of the line the rule blocks in, shaded; the mark itself a dashed rule across the view.
        const mx = x(m.at);
        const [left, right] = m.blocksTowards === 'target' ? [mx, x(p.range)] : [x(0), mx];
        return (
          <g key={`${m.rule}-${m.at}`} data-testid="side-view-mark" data-mark={m.words} data-rule={m.rule}>
            <rect
              x={left}
              y={PAD_TOP}
              width={Math.max(0, right - left)}
              height={y(lo) - PAD_TOP}
              fill={decided}
              opacity={0.07}
            />
            <line x1={mx} x2={mx} y1={PAD_TOP - 4} y2={y(lo)} className="side-view-mark" />
            <text
              x={mx + (m.blocksTowards === 'target' ? 4 : -4)}
              y={PAD_TOP + 6}
              textAnchor={m.blocksTowards === 'target' ? 'start' : 'end'}
              className="side-view-mark-label"
            >
              {m.words} · {m.rule}
            </text>
          </g>
        );
      })}
      {p.steps.map((step) =>
        step.hexes.map((h, k) => {
          const w = slot / step.hexes.length;
          const left = x(step.at) - slot / 2 + k * w;
          return (
            <g
              key={`${step.at}-${h.label}`}
              data-testid="side-view-hex"
              data-hex={h.label}
              data-blocking={h.blocking || undefined}
              data-state={h.state}
            >
              <rect
                x={left + 0.5}
                y={y(h.ground)}
                width={Math.max(1, w - 1)}
                height={Math.max(1, y(lo) - y(h.ground))}
                className="side-view-ground"
              />
              {h.top !== undefined && (
                <rect
                  x={left + 2}
                  y={y(h.top)}
                  width={Math.max(1, w - 4)}
                  height={Math.max(2, y(h.ground) - y(h.top))}
                  className={h.state === 'passed' ? 'side-view-canopy side-view-passed' : 'side-view-canopy'}
                  style={
                    h.blocking
                      ? { fill: decided, opacity: 0.85, stroke: palette.blockingCore, strokeWidth: 2.5 }
                      : undefined
                  }
                />
              )}
            </g>
          );
        }),
      )}
      {p.sides.map((s) => {
        const sx = x(s.at - 0.5);
        const colour = s.blocking ? decided : palette.symbol[s.symbols[s.symbols.length - 1]];
        // A blocking side reaches the sight line where it stops it, even where its height alone would not.
        const topY = s.blocking ? Math.min(y(s.top), sightY(s.at - 0.5)) : y(s.top);
        const passed = s.state === 'passed';
        const stem = { x1: sx, x2: sx, y1: y(lo), y2: topY };
        return (
          <g
            key={s.labels.join('|')}
            data-testid="side-view-side"
            data-between={s.labels.join('|')}
            data-blocking={s.blocking || undefined}
            data-state={s.state}
          >
            {s.blocking && <line {...stem} stroke={palette.blockingHalo} strokeWidth={11} strokeLinecap="round" />}
            {s.measuredAt !== undefined && (
              // Where the distance rule counted this side (a house reading), joined to where it stands.
              <g data-testid="side-view-measured" data-at={s.measuredWords}>
                <line x1={sx} x2={x(s.measuredAt)} y1={y(lo) - 3} y2={y(lo) - 3} className="side-view-measured" />
                <line
                  x1={x(s.measuredAt)}
                  x2={x(s.measuredAt)}
                  y1={y(lo) - 10}
                  y2={y(lo) + 3}
                  className="side-view-measured side-view-measured-tick"
                />
                <text x={x(s.measuredAt) + 3} y={y(lo) - 12} className="side-view-measured-label">
                  {s.measuredWords}
                </text>
              </g>
            )}
            <line
              {...stem}
              stroke={colour}
              strokeWidth={s.blocking ? 7 : 5}
              strokeLinecap={passed ? 'butt' : 'round'}
              strokeDasharray={passed ? '5 4' : undefined}
              opacity={passed ? 0.45 : undefined}
            />
            {s.blocking && (
              // The cue without colour, as on the map: a dark core down the deciding side (docs/table.md).
              <line {...stem} stroke={palette.blockingCore} strokeWidth={2.5} data-testid="side-view-deciding-core" />
            )}
          </g>
        );
      })}
      <SightLine from={from} to={to} stop={stop === undefined ? undefined : x(stop)} sightY={sightY} x={x} />
      {p.sides.map((s) =>
        s.state === 'unnamed' ? null : (
          <Crossing
            key={`at-${s.labels.join('|')}`}
            cx={x(s.at - 0.5)}
            cy={sightY(s.at - 0.5)}
            state={s.state}
            palette={palette}
          />
        ),
      )}
      {p.spots.map((spot) => (
        <g key={`spot-${spot.label}`} data-testid="side-view-spot" data-hex={spot.label} data-state={spot.state}>
          <Crossing cx={x(spot.at)} cy={sightY(spot.at)} state={spot.state} palette={palette} />
        </g>
      ))}
      {(
        [
          ['firer', from, palette.firer],
          ['target', to, palette.target],
        ] as const
      ).map(([who, at, fill]) => (
        <circle
          key={who}
          cx={at.x}
          cy={at.y}
          r={7}
          fill={fill}
          stroke={palette.ringHalo}
          strokeWidth={2.5}
          data-testid={`side-view-${who}`}
        />
      ))}
      {p.steps.map((step, i) => {
        const end = i === 0 || i === p.steps.length - 1;
        // Every step's hex is named when there is room; the two ends always. A
        // step with two hexes too narrow for both names side by side stacks them.
        if (!end && (slot < 34 || step.hexes.length === 0)) return null;
        const stacked = !end && step.hexes.length > 1 && slot < 34 * step.hexes.length;
        return (
          <text
            key={`label-${step.at}`}
            x={i === 0 ? from.x - 6 : i === p.steps.length - 1 ? to.x + 6 : x(step.at)}
            y={HEIGHT - 6 - (stacked ? 18 * (step.hexes.length - 1) : 0)}
            className={end ? 'side-view-label' : 'side-view-label side-view-label-step'}
            textAnchor={i === 0 ? 'start' : i === p.steps.length - 1 ? 'end' : 'middle'}
            data-testid="side-view-step-label"
          >
            {stacked
              ? step.hexes.map((h, k) => (
                  <tspan key={h.label} x={x(step.at)} dy={k === 0 ? 0 : 18}>
                    {h.label}
                  </tspan>
                ))
              : step.hexes.map((h) => h.label).join(' ')}
          </text>
        );
      })}
    </svg>
  );
}

/** The sight line: clear up to where the result stops it, blocked (dashed) from there to the target. */
function SightLine({
  from,
  to,
  stop,
  sightY,
  x,
}: {
  from: { x: number; y: number };
  to: { x: number; y: number };
  stop: number | undefined;
  sightY: (at: number) => number;
  x: (at: number) => number;
}) {
  if (stop === undefined)
    return (
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        className="side-view-sight side-view-sight-clear"
        data-testid="side-view-sight"
        data-sight="clear"
      />
    );
  const atStop = (stop - x(0)) / Math.max(1, x(1) - x(0));
  return (
    <g data-testid="side-view-sight" data-sight="blocked">
      {stop > from.x && (
        <line x1={from.x} y1={from.y} x2={stop} y2={sightY(atStop)} className="side-view-sight side-view-sight-clear" />
      )}
      <line x1={stop} y1={sightY(atStop)} x2={to.x} y2={to.y} className="side-view-sight side-view-sight-blocked" />
    </g>
  );
}

/** Where the sight line meets a named obstacle: a cross where it blocks, a ring where the line passed it. */
function Crossing({
  cx,
  cy,
  state,
  palette,
}: {
  cx: number;
  cy: number;
  state: 'blocks' | 'passed';
  palette: Palette;
}) {
  if (state === 'passed')
    return (
      <circle
        cx={cx}
        cy={cy}
        r={5}
        fill={palette.clearedHalo}
        stroke={palette.cleared}
        strokeWidth={2}
        data-testid="side-view-passed"
      />
    );
  return (
    <g data-testid="side-view-blocks" stroke={palette.blocking} strokeWidth={3} strokeLinecap="round">
      <line x1={cx - 6} y1={cy - 6} x2={cx + 6} y2={cy + 6} stroke={palette.blockingHalo} strokeWidth={7} />
      <line x1={cx - 6} y1={cy + 6} x2={cx + 6} y2={cy - 6} stroke={palette.blockingHalo} strokeWidth={7} />
      <line x1={cx - 6} y1={cy - 6} x2={cx + 6} y2={cy + 6} />
      <line x1={cx - 6} y1={cy + 6} x2={cx + 6} y2={cy - 6} />
    </g>
  );
}

const GLYPH = { width: 22, height: 16 };

/** The key's glyph for a state: the same cross or ring the picture puts on the sight line. */
function KeyGlyph({ state, palette }: { state: 'blocks' | 'passed' | 'mark'; palette: Palette }) {
  return (
    <svg width={GLYPH.width} height={GLYPH.height} aria-hidden="true" className="side-view-key-glyph">
      {state === 'mark' ? (
        <line x1={11} x2={11} y1={1} y2={15} className="side-view-mark" />
      ) : (
        <Crossing cx={11} cy={8} state={state} palette={palette} />
      )}
    </svg>
  );
}

/** The view's own key: what each cross, ring and mark on this line means, with the rule that says so. */
function Key({ profile, palette }: { profile: LosProfile; palette: Palette }) {
  const line = (k: ProfileKeyLine, i: number) => (
    <li key={i} data-testid="side-view-key-line" data-state={k.state} title={k.sentence}>
      <KeyGlyph state={k.state} palette={palette} />
      <span>
        <strong>{k.state === 'blocks' ? 'Blocks' : 'Passed'}</strong> {k.places.join(', ')}: {k.why}
      </span>
    </li>
  );
  return (
    <ul className="side-view-key" data-testid="side-view-key" aria-label="Side view key">
      <li data-testid="side-view-key-sight">
        <svg width={GLYPH.width} height={GLYPH.height} aria-hidden="true" className="side-view-key-glyph">
          <line
            x1={1}
            x2={21}
            y1={8}
            y2={8}
            className={`side-view-sight ${profile.sight.clear ? 'side-view-sight-clear' : 'side-view-sight-blocked'}`}
          />
        </svg>
        <span>
          {profile.sight.clear
            ? 'Sight line clear: nothing on it blocks'
            : 'Sight line blocked (dashed) from the first blocking place on'}
        </span>
      </li>
      {profile.key.map(line)}
      {profile.marks.map((m) => (
        <li key={`mark-${m.rule}-${m.at}`} data-testid="side-view-key-mark">
          <KeyGlyph state="mark" palette={palette} />
          <span>{m.says}</span>
        </li>
      ))}
    </ul>
  );
}
