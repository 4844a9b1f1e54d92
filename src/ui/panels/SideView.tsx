// The side view of the line: a cross-section from the firer to the target —
// each step's ground, what stands on it, the hexsides between steps as their
// obstacles' heights, both candidate hexes where a step has two, the two
// units and the sight line — with the places the result named as deciding it
// in the map's glowing colour. It draws what the engine's profile holds
// (losProfile: heights from the board, deciding places from the result) and
// decides nothing.
//
// The profile is worked out only while the view is open, and for the newest
// line after the verdict is on screen (a deferred value): a tap's verdict is
// drawn first, its side view a moment later.

import { useDeferredValue, useEffect, useMemo, useState } from 'react';

import { losProfile, profileUnit } from '../../engine/profile.ts';
import type { LosProfile } from '../../engine/profile.ts';
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
      <div ref={ref} className="side-view-body">
        {profile && width > 0 && <Profile profile={profile} width={width} palette={PALETTES[theme]} />}
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
  const eye = rise / 2;
  const from = { x: x(0), y: y(first.ground + eye) };
  const to = { x: x(p.range), y: y(last.ground + eye) };
  const decided = palette.blocking;
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
                  className="side-view-canopy"
                  style={h.blocking ? { fill: decided, opacity: 0.85 } : undefined}
                />
              )}
            </g>
          );
        }),
      )}
      {p.sides.map((s) => {
        const sx = x(s.at - 0.5);
        const colour = s.blocking ? decided : palette.symbol[s.symbols[s.symbols.length - 1]];
        return (
          <g
            key={s.labels.join('|')}
            data-testid="side-view-side"
            data-between={s.labels.join('|')}
            data-blocking={s.blocking || undefined}
          >
            {s.blocking && (
              <line
                x1={sx}
                x2={sx}
                y1={y(lo)}
                y2={y(s.top)}
                stroke={palette.blockingHalo}
                strokeWidth={11}
                strokeLinecap="round"
              />
            )}
            <line
              x1={sx}
              x2={sx}
              y1={y(lo)}
              y2={y(s.top)}
              stroke={colour}
              strokeWidth={s.blocking ? 7 : 5}
              strokeLinecap="round"
            />
          </g>
        );
      })}
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        className={p.visible ? 'side-view-sight side-view-sight-clear' : 'side-view-sight side-view-sight-blocked'}
        data-testid="side-view-sight"
      />
      <circle cx={from.x} cy={from.y} r={7} fill={palette.firer} stroke={palette.ringHalo} strokeWidth={2.5} />
      <circle cx={to.x} cy={to.y} r={7} fill={palette.target} stroke={palette.ringHalo} strokeWidth={2.5} />
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
