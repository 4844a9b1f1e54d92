// Where the end labels ("C2 · level 1 hilltop") and the "range N" pill go on
// screen: off the line, off the hexsides that decided the verdict, off the two
// end hexes and off each other. Each label tries a few places around its
// anchor, best first, then the same places farther out; where none is free it
// gives up the least: it may cross the line or an end hex, never a deciding
// side while any place avoids them (docs/table.md "End tags keep off the
// deciding sides"). The pill is dropped when no place is free (the range is in
// the verdict line anyway). Pure screen-pixel geometry, tested on its own.

export interface ScreenBox {
  /** Top-left corner and size, in CSS pixels of the map. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface ScreenSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Half the drawn width: how far from the centre line a label must stay. */
  readonly pad: number;
}

export interface ScreenDisc {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface TagLayoutInput {
  /** The free part of the map (inside the toolbars and the sheet). */
  readonly view: ScreenBox;
  /** Hex circumradius on screen. */
  readonly hexRadius: number;
  readonly firer?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly target?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** The pill's size, when a line is drawn. */
  readonly range?: { readonly w: number; readonly h: number };
  /** Every hexside that decided the verdict (and, where no `line` is given, the centre line). */
  readonly segments: readonly ScreenSegment[];
  /** The centre line: a tag crosses it rather than a deciding side when nothing else is free. */
  readonly line?: ScreenSegment;
  /** Hexes that decided the verdict (single-hex obstacles). */
  readonly discs: readonly ScreenDisc[];
}

export interface TagLayout {
  readonly firer?: ScreenBox;
  readonly target?: ScreenBox;
  readonly range?: ScreenBox;
}

const GAP = 6;

export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function boxMeetsDisc(b: ScreenBox, d: ScreenDisc): boolean {
  const cx = Math.min(Math.max(d.x, b.x), b.x + b.w);
  const cy = Math.min(Math.max(d.y, b.y), b.y + b.h);
  return Math.hypot(cx - d.x, cy - d.y) < d.r;
}

/** Whether the segment, thickened by its pad, meets the box (Liang–Barsky on the grown box). */
export function boxMeetsSegment(b: ScreenBox, s: ScreenSegment): boolean {
  const x0 = b.x - s.pad;
  const y0 = b.y - s.pad;
  const x1 = b.x + b.w + s.pad;
  const y1 = b.y + b.h + s.pad;
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  let lo = 0;
  let hi = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > hi) return false;
      if (t > lo) lo = t;
    } else {
      if (t < lo) return false;
      if (t < hi) hi = t;
    }
    return true;
  };
  return clip(-dx, s.x1 - x0) && clip(dx, x1 - s.x1) && clip(-dy, s.y1 - y0) && clip(dy, y1 - s.y1) && lo <= hi;
}

const inside = (b: ScreenBox, v: ScreenBox): boolean =>
  b.x >= v.x && b.y >= v.y && b.x + b.w <= v.x + v.w && b.y + b.h <= v.y + v.h;

function free(
  b: ScreenBox,
  input: TagLayoutInput,
  placed: readonly ScreenBox[],
  discs: readonly ScreenDisc[],
): boolean {
  return (
    inside(b, input.view) &&
    !input.segments.some((s) => boxMeetsSegment(b, s)) &&
    !(input.line && boxMeetsSegment(b, input.line)) &&
    !discs.some((d) => boxMeetsDisc(b, d)) &&
    !placed.some((p) => boxesOverlap(b, p))
  );
}

/**
 * What a tag in a place that is not free covers, worst first: the deciding
 * sides and hexes (the evidence the verdict rests on), another tag, the line
 * and the end hexes. Places are compared by these counts in that order.
 */
function cost(
  b: ScreenBox,
  input: TagLayoutInput,
  placed: readonly ScreenBox[],
  ends: readonly ScreenDisc[],
): readonly number[] {
  const count = <T>(xs: readonly T[], hit: (x: T) => boolean) => xs.filter(hit).length;
  return [
    count(input.segments, (s) => boxMeetsSegment(b, s)) + count(input.discs, (d) => boxMeetsDisc(b, d)),
    count(placed, (p) => boxesOverlap(b, p)),
    (input.line && boxMeetsSegment(b, input.line) ? 1 : 0) + count(ends, (d) => boxMeetsDisc(b, d)),
  ];
}

function cheaper(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** How much farther out each later ring of places around an end lies than the first. */
const RINGS = [1, 1.7, 2.6] as const;

const EIGHT = [
  [0, -1],
  [0, 1],
  [1, 0],
  [-1, 0],
  [Math.SQRT1_2, -Math.SQRT1_2],
  [-Math.SQRT1_2, -Math.SQRT1_2],
  [Math.SQRT1_2, Math.SQRT1_2],
  [-Math.SQRT1_2, Math.SQRT1_2],
] as const;

/** Places around an end's hex, the ones facing away from the other end first. */
function aroundEnd(
  at: { x: number; y: number; w: number; h: number },
  away: { x: number; y: number },
  r: number,
  firstUp: boolean,
  ring = 1,
): ScreenBox[] {
  const n = Math.hypot(away.x, away.y) || 1;
  const ux = away.x / n;
  const uy = away.y / n;
  const dirs = [...EIGHT].sort((a, b) => {
    const score = (d: readonly number[]) => d[0] * ux + d[1] * uy + (d[1] === (firstUp ? -1 : 1) ? 0.05 : 0);
    return score(b) - score(a);
  });
  return dirs.map(([dx, dy]) => {
    const reach = r * ring + GAP + Math.abs(dx) * (at.w / 2) + Math.abs(dy) * (at.h / 2);
    return { x: at.x + dx * reach - at.w / 2, y: at.y + dy * reach - at.h / 2, w: at.w, h: at.h };
  });
}

function clampInto(b: ScreenBox, v: ScreenBox): ScreenBox {
  return {
    ...b,
    x: Math.min(Math.max(b.x, v.x + GAP), v.x + v.w - b.w - GAP),
    y: Math.min(Math.max(b.y, v.y + GAP), v.y + v.h - b.h - GAP),
  };
}

export function layoutTags(input: TagLayoutInput): TagLayout {
  const r = input.hexRadius;
  const ends: ScreenDisc[] = [];
  if (input.firer) ends.push({ x: input.firer.x, y: input.firer.y, r: r + 2 });
  if (input.target) ends.push({ x: input.target.x, y: input.target.y, r: r + 2 });
  const discs = [...ends, ...input.discs];
  const placed: ScreenBox[] = [];

  const placeEnd = (
    end: TagLayoutInput['firer'],
    other: TagLayoutInput['firer'],
    firstUp: boolean,
  ): ScreenBox | undefined => {
    if (!end) return undefined;
    const away = other ? { x: end.x - other.x, y: end.y - other.y } : { x: 0, y: firstUp ? -1 : 1 };
    const rings = RINGS.map((ring) => aroundEnd(end, away, r, firstUp, ring));
    const candidates = rings.flat();
    let chosen = candidates.find((b) => free(b, input, placed, discs));
    if (!chosen) {
      // Nothing is free: the place inside the map that covers the least, the evidence last of all.
      let best: readonly number[] | undefined;
      for (const b of candidates.map((c) => clampInto(c, input.view))) {
        const c = cost(b, input, placed, ends);
        if (!best || cheaper(c, best)) [chosen, best] = [b, c];
      }
    }
    chosen ??= clampInto(rings[0][0], input.view);
    placed.push(chosen);
    return chosen;
  };
  const firer = placeEnd(input.firer, input.target, true);
  const target = placeEnd(input.target, input.firer, false);

  let range: ScreenBox | undefined;
  if (input.range && input.firer && input.target) {
    const { w, h } = input.range;
    const dx = input.target.x - input.firer.x;
    const dy = input.target.y - input.firer.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const off = Math.abs(nx) * (w / 2) + Math.abs(ny) * (h / 2) + GAP + 4;
    for (const t of [0.5, 0.4, 0.6, 0.3, 0.7]) {
      for (const side of [1, -1]) {
        const cx = input.firer.x + dx * t + nx * off * side;
        const cy = input.firer.y + dy * t + ny * off * side;
        const b = { x: cx - w / 2, y: cy - h / 2, w, h };
        if (free(b, input, placed, discs)) {
          range = b;
          break;
        }
      }
      if (range) break;
    }
  }
  return { firer, target, range };
}
