// The verdict card as one SVG (docs/card.md): drawn once, from the card's
// content (input.ts), for the app and the command line alike, so the same
// verdict gives the same picture on every device. Every word is a real
// <text> element in one bundled font family, so a test reads the card back
// and a renderer that has the font draws it the same everywhere. The map uses
// the board's printed colours as the app paints them (board/printed-colours.ts)
// and draws the deciding sides with a cue besides their colour: a dark core
// and a bar across each end, seen without telling magenta apart.

import { PRINTED_ELEVATION_RAMP, PRINTED_SYMBOL, PRINTED_TERRAIN } from '../board/printed-colours.ts';
import type { CardDecidingPlace, CardPoint, CardSegment, VerdictCardInput } from './input.ts';
import { QR_QUIET_MODULES, qrModules } from './qr.ts';

/** The one font family a card is written in; the command line bundles it (docs/card.md, "The font"). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

const CARD_WIDTH = 1200;
const PAD = 32;
const HEADER_HEIGHT = 118;
/** The map's square, left under the header. */
const CARD_MAP_BOX = { x: PAD, y: HEADER_HEIGHT + 12, size: 600 } as const;
const COLUMN_X = CARD_MAP_BOX.x + CARD_MAP_BOX.size + 28;
const COLUMN_WIDTH = CARD_WIDTH - PAD - COLUMN_X;
const QR_SIZE = 232;

/** The card's own colours; the map's come from the board's printed colours. */
const INK = {
  paper: '#f7f5ef',
  text: '#1c1b18',
  muted: '#5b5649',
  rule: '#cfc8b6',
  clear: '#17612b',
  blocked: '#a3086f',
  mapEdge: '#4a4235',
  grid: 'rgba(80, 70, 50, 0.35)',
  hexLabel: 'rgba(50, 44, 34, 0.7)',
  candidate: 'rgba(30, 90, 220, 0.16)',
  witness: 'rgba(20, 30, 60, 0.85)',
  line: '#ffffff',
  lineShadow: 'rgba(0, 0, 0, 0.6)',
  deciding: '#ff1fce',
  decidingCore: '#1a1a1a',
  halo: '#ffffff',
  firer: '#1746c2',
  target: '#111111',
  tag: 'rgba(20, 24, 32, 0.9)',
  tagText: '#ffffff',
} as const;

/**
 * DejaVu Sans's mean advance over the letters of English text, in ems: enough
 * to break lines before the column's edge without measuring the font.
 */
const MEAN_ADVANCE = 0.56;
/** The same for DejaVu Sans Bold, with room for labels and digits, which run wider. */
const BOLD_ADVANCE = 0.64;

/** The size at most `size` at which a line of text fits `width` (a header line is never broken). */
function fittedSize(text: string, size: number, width: number, advance = MEAN_ADVANCE): number {
  return Math.min(size, Math.floor((width / (text.length * advance)) * 10) / 10);
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** Words broken into lines of at most `width` pixels at this size; at most `maxLines`, the last ending in "…" when cut. */
export function wrapText(text: string, fontSize: number, width: number, maxLines = Infinity): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * MEAN_ADVANCE)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
    // A word longer than a line (a link) is cut across lines.
    while (line.length > perLine) {
      lines.push(line.slice(0, perLine));
      line = line.slice(perLine);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1)}…`;
  return kept;
}

interface TextStyle {
  readonly size: number;
  readonly weight?: 'bold';
  readonly fill?: string;
  readonly anchor?: 'middle' | 'end';
}

/** One <text> of one or more lines (tspans), its first line's top at `top`; the top of what comes below it. */
function textBlock(
  out: string[],
  lines: readonly string[],
  x: number,
  top: number,
  style: TextStyle,
  cls: string,
): number {
  const lead = Math.round(style.size * 1.3);
  const y = top + Math.round(style.size * 0.95);
  const attrs = [
    `class="${cls}"`,
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${style.size}"`,
    style.weight ? `font-weight="${style.weight}"` : '',
    style.anchor ? `text-anchor="${style.anchor}"` : '',
    `fill="${style.fill ?? INK.text}"`,
  ].filter(Boolean);
  const spans = lines
    .map((line, i) => `<tspan x="${n(x)}" dy="${i === 0 ? 0 : lead}">${escapeXml(line)}</tspan>`)
    .join('');
  out.push(`<text ${attrs.join(' ')}>${spans}</text>`);
  return top + lead * lines.length;
}

/** Where a point of the board (hexes of circumradius 1) lies on the card, in its pixels. */
export function cardPixelOf(card: VerdictCardInput, p: CardPoint): CardPoint {
  const { view } = card.map;
  const s = CARD_MAP_BOX.size / view.size;
  return { x: CARD_MAP_BOX.x + (p.x - view.x) * s, y: CARD_MAP_BOX.y + (p.y - view.y) * s };
}

/** The map: its hexes, symbols, the line, the deciding places and the two units, clipped to its square. */
function drawMap(out: string[], card: VerdictCardInput): void {
  const { map } = card;
  const box = CARD_MAP_BOX;
  const s = box.size / map.view.size;
  const X = (x: number) => cardPixelOf(card, { x, y: 0 }).x;
  const Y = (y: number) => cardPixelOf(card, { x: 0, y }).y;
  const hexPoints = (p: CardPoint, shrink = 0): string => {
    const r = s - shrink;
    return Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return `${n(X(p.x) + r * Math.cos(a))},${n(Y(p.y) + r * Math.sin(a))}`;
    }).join(' ');
  };
  const seg = (g: CardSegment) => `x1="${n(X(g.x1))}" y1="${n(Y(g.y1))}" x2="${n(X(g.x2))}" y2="${n(Y(g.y2))}"`;
  const fillOf = (h: VerdictCardInput['map']['hexes'][number]) =>
    map.family === 'elevation'
      ? PRINTED_ELEVATION_RAMP[Math.max(0, Math.min(PRINTED_ELEVATION_RAMP.length - 1, h.elevation))]
      : PRINTED_TERRAIN[h.terrain];

  out.push(
    `<clipPath id="map-clip"><rect x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}"/></clipPath>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" fill="#e4dfd0"/>`,
    '<g clip-path="url(#map-clip)" class="map">',
  );
  out.push('<g class="hexes">');
  for (const h of map.hexes)
    out.push(
      `<polygon points="${hexPoints(h)}" fill="${fillOf(h)}" stroke="${INK.grid}" stroke-width="${n(Math.max(0.6, s * 0.03))}"/>`,
    );
  out.push('</g>');
  const labelSize = s * 0.3;
  if (labelSize >= 7) {
    out.push(`<g class="hex-labels" font-size="${n(labelSize)}" fill="${INK.hexLabel}" text-anchor="middle">`);
    for (const h of map.hexes)
      out.push(`<text x="${n(X(h.x))}" y="${n(Y(h.y) - s * 0.52)}">${escapeXml(h.label)}</text>`);
    out.push('</g>');
  }
  // Several symbols on one side are drawn as parallel strokes, as the app draws them.
  const symbolWidth = Math.max(2, s * 0.11);
  out.push('<g class="symbols" stroke-linecap="round">');
  for (const side of map.sides) {
    const len = Math.hypot(side.x2 - side.x1, side.y2 - side.y1) || 1;
    const [nx, ny] = [-(side.y2 - side.y1) / len, (side.x2 - side.x1) / len];
    side.symbols.forEach((symbol, i) => {
      const off = (i - (side.symbols.length - 1) / 2) * symbolWidth * 1.1;
      out.push(
        `<line x1="${n(X(side.x1) + nx * off)}" y1="${n(Y(side.y1) + ny * off)}" x2="${n(X(side.x2) + nx * off)}" y2="${n(Y(side.y2) + ny * off)}" stroke="${PRINTED_SYMBOL[symbol]}" stroke-width="${n(symbolWidth)}"/>`,
      );
    });
  }
  out.push('</g>');
  out.push('<g class="path">');
  for (const c of map.candidates) out.push(`<polygon points="${hexPoints(c)}" fill="${INK.candidate}"/>`);
  for (const w of map.witness ?? [])
    out.push(
      `<polygon points="${hexPoints(w, Math.max(2, s * 0.1))}" fill="none" stroke="${INK.witness}" stroke-width="2.2" stroke-dasharray="7 4"/>`,
    );
  const line = { x1: map.firer.x, y1: map.firer.y, x2: map.target.x, y2: map.target.y };
  out.push(
    `<line class="los-shadow" ${seg(line)} stroke="${INK.lineShadow}" stroke-width="6" stroke-linecap="round"/>`,
    `<line class="los-line" ${seg(line)} stroke="${INK.line}" stroke-width="3" stroke-linecap="round"/>`,
  );
  out.push('</g>');
  // The units under the evidence, as on the map: a deciding side at a unit's hex stays in sight.
  drawUnit(out, map.firer, INK.firer, false, { X, Y, s });
  drawUnit(out, map.target, INK.target, true, { X, Y, s });
  out.push('<g class="deciding" stroke-linecap="round" stroke-linejoin="round">');
  for (const pass of DECIDING_PASSES)
    for (const place of map.deciding) drawDeciding(out, place, pass, card, { X, Y, s, hexPoints });
  out.push('</g>');
  drawTag(out, card.from.label, X(map.firer.x), Y(map.firer.y) - s * 0.95 - 6, 'tag-firer');
  drawTag(out, card.to.label, X(map.target.x), Y(map.target.y) - s * 0.95 - 6, 'tag-target');
  out.push('</g>');
  out.push(
    `<rect x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" fill="none" stroke="${INK.mapEdge}" stroke-width="2"/>`,
  );
}

interface Scale {
  readonly X: (x: number) => number;
  readonly Y: (y: number) => number;
  readonly s: number;
}

/** The three strokes of a deciding place, drawn in passes so that one place's halo never covers its neighbour's colour. */
type DecidingPass = 'halo' | 'colour' | 'core';
const DECIDING_PASSES: readonly DecidingPass[] = ['halo', 'colour', 'core'];

/**
 * One pass of a deciding place: magenta on a white halo as the app draws it,
 * with a dark core along it and, on a hexside, a dark bar across each end: the
 * cue that needs no colour to be seen.
 */
function drawDeciding(
  out: string[],
  place: CardDecidingPlace,
  pass: DecidingPass,
  card: VerdictCardInput,
  m: Scale & { readonly hexPoints: (p: CardPoint, shrink?: number) => string },
): void {
  const halo = Math.max(9, m.s * 0.26);
  const colour = Math.max(5, m.s * 0.16);
  const core = Math.max(2, m.s * 0.05);
  if (place.kind === 'side') {
    const [x1, y1, x2, y2] = [m.X(place.x1), m.Y(place.y1), m.X(place.x2), m.Y(place.y2)];
    const at = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    if (pass === 'halo') out.push(`<line ${at} stroke="${INK.halo}" stroke-width="${n(halo)}"/>`);
    if (pass === 'colour')
      out.push(`<line class="deciding-side" ${at} stroke="${INK.deciding}" stroke-width="${n(colour)}"/>`);
    if (pass !== 'core') return;
    out.push(`<line ${at} stroke="${INK.decidingCore}" stroke-width="${n(core)}"/>`);
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [nx, ny] = [(-(y2 - y1) / len) * halo * 0.75, ((x2 - x1) / len) * halo * 0.75];
    for (const [x, y] of [
      [x1, y1],
      [x2, y2],
    ])
      out.push(
        `<line class="deciding-bar" x1="${n(x - nx)}" y1="${n(y - ny)}" x2="${n(x + nx)}" y2="${n(y + ny)}" stroke="${INK.decidingCore}" stroke-width="${n(core * 1.4)}"/>`,
      );
    return;
  }
  const hexes = place.kind === 'hex' ? [place] : [card.map.firer, card.map.target];
  for (const h of hexes) {
    const points = m.hexPoints(h, 2);
    if (pass === 'halo')
      out.push(
        `<polygon points="${points}" fill="${INK.deciding}" fill-opacity="0.2" stroke="${INK.halo}" stroke-width="${n(halo)}"/>`,
      );
    if (pass === 'colour')
      out.push(
        `<polygon class="deciding-hex" points="${points}" fill="none" stroke="${INK.deciding}" stroke-width="${n(colour)}"/>`,
      );
    if (pass === 'core')
      out.push(
        `<polygon points="${points}" fill="none" stroke="${INK.decidingCore}" stroke-width="${n(core)}" stroke-dasharray="${n(core * 4)} ${n(core * 3)}"/>`,
      );
  }
}

/** A unit's ring: the firer's with a dot, the target's with a cross, each on a white halo. */
function drawUnit(out: string[], p: CardPoint, colour: string, cross: boolean, m: Scale): void {
  const [x, y] = [m.X(p.x), m.Y(p.y)];
  const r = m.s * 0.82;
  const ring = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${n(x + r * Math.cos(a))},${n(y + r * Math.sin(a))}`;
  }).join(' ');
  out.push(
    `<polygon points="${ring}" fill="none" stroke="${INK.halo}" stroke-width="9" stroke-linejoin="round"/>`,
    `<polygon class="${cross ? 'target' : 'firer'}" points="${ring}" fill="none" stroke="${colour}" stroke-width="5" stroke-linejoin="round"/>`,
  );
  const c = m.s * 0.3;
  if (cross)
    out.push(
      `<path d="M${n(x - c)} ${n(y)}H${n(x + c)}M${n(x)} ${n(y - c)}V${n(y + c)}" stroke="${INK.halo}" stroke-width="5"/>`,
      `<path d="M${n(x - c)} ${n(y)}H${n(x + c)}M${n(x)} ${n(y - c)}V${n(y + c)}" stroke="${colour}" stroke-width="2.5"/>`,
    );
  else
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(m.s * 0.2)}" fill="${INK.halo}"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(m.s * 0.14)}" fill="${colour}"/>`,
    );
}

function drawTag(out: string[], text: string, x: number, bottom: number, cls: string): void {
  const size = 16;
  const w = text.length * size * 0.62 + 14;
  const h = 24;
  out.push(
    `<rect x="${n(x - w / 2)}" y="${n(bottom - h)}" width="${n(w)}" height="${h}" rx="12" fill="${INK.tag}"/>`,
    `<text class="${cls}" x="${n(x)}" y="${n(bottom - 7)}" font-size="${size}" font-weight="bold" fill="${INK.tagText}" text-anchor="middle">${escapeXml(text)}</text>`,
  );
}

/** The right-hand column: why, the readings in force and the disputes; the y below it. */
function drawColumn(out: string[], card: VerdictCardInput): number {
  let y = CARD_MAP_BOX.y;
  const heading = (text: string, cls: string) => {
    y = textBlock(out, [text], COLUMN_X, y, { size: 19, weight: 'bold' }, cls) + 4;
  };
  heading(card.visible ? 'What the line met, and why none blocks' : 'Why', 'heading-reasons');
  if (card.reasons.length === 0) y = textBlock(out, ['Nothing on the line.'], COLUMN_X, y, { size: 17 }, 'reason') + 12;
  for (const reason of card.reasons) {
    y = textBlock(out, wrapText(reason.text, 17, COLUMN_WIDTH, 5), COLUMN_X, y, { size: 17 }, 'reason') + 4;
    for (const c of reason.citations)
      y =
        textBlock(
          out,
          wrapText(`${c.name}: ${c.text}`, 14, COLUMN_WIDTH - 16, 3),
          COLUMN_X + 16,
          y,
          { size: 14, fill: INK.muted },
          'citation',
        ) + 2;
    y += 8;
  }
  if (card.moreReasons > 0)
    y =
      textBlock(out, [`and ${card.moreReasons} more`], COLUMN_X, y, { size: 17, fill: INK.muted }, 'more-reasons') + 14;
  y += 8;
  heading('Readings', 'heading-readings');
  if (card.readings.length === 0)
    y = textBlock(out, ["HexLOS's own readings throughout."], COLUMN_X, y, { size: 16 }, 'reading') + 8;
  for (const r of card.readings)
    y =
      textBlock(out, wrapText(`${r.source}: ${r.words}`, 16, COLUMN_WIDTH, 3), COLUMN_X, y, { size: 16 }, 'reading') +
      8;
  for (const d of card.disputes)
    y =
      textBlock(
        out,
        wrapText(d, 16, COLUMN_WIDTH, 4),
        COLUMN_X,
        y,
        { size: 16, weight: 'bold', fill: INK.blocked },
        'dispute',
      ) + 8;
  return y;
}

/** The card's font, regular or bold, at an address the SVG's reader may load (docs/card.md, "The font"). */
export interface CardFontFace {
  readonly weight: 'normal' | 'bold';
  /**
   * The font file's address. A browser drawing the SVG as an image (to put it
   * on a canvas) loads nothing from outside the image, so there it must be a
   * `data:` URL of the font's bytes.
   */
  readonly src: string;
}

export interface VerdictCardSvgOptions {
  /** The card's font to declare inside the SVG (@font-face), for a reader that has no such font installed. */
  readonly fontFaces?: readonly CardFontFace[];
}

/** @font-face rules for the card's family, in the SVG's own style sheet. */
function fontFaceStyle(faces: readonly CardFontFace[]): string {
  const rules = faces.map(
    (f) =>
      `@font-face{font-family:'${CARD_FONT_FAMILY}';font-weight:${f.weight};src:url("${f.src.replace(/"/g, '%22')}")}`,
  );
  return `<style>${escapeXml(rules.join(''))}</style>`;
}

/** The card as one SVG document. */
export function verdictCardSvg(card: VerdictCardInput, options: VerdictCardSvgOptions = {}): string {
  const body: string[] = [];
  // The header: the verdict word, the pair with levels and range, the rule set and trace mode.
  const verdictColour = card.visible ? INK.clear : INK.blocked;
  textBlock(body, [card.verdict], PAD, 24, { size: 60, weight: 'bold', fill: verdictColour }, 'verdict');
  const pairX = PAD + (card.visible ? 250 : 330);
  const headerWidth = CARD_WIDTH - PAD - pairX;
  const pair = `${card.from.label} (${card.from.place}) → ${card.to.label} (${card.to.place}) · range ${card.range}`;
  textBlock(body, [pair], pairX, 28, { size: fittedSize(pair, 24, headerWidth, BOLD_ADVANCE), weight: 'bold' }, 'pair');
  const routes = card.routes && !card.visible ? ` · ${card.routes.blocked} of ${card.routes.count} routes blocked` : '';
  const rules = `${card.rules.name} · ${card.trace.words}${routes}`;
  textBlock(body, [rules], pairX, 70, { size: fittedSize(rules, 19, headerWidth), fill: INK.muted }, 'rules');
  body.push(
    `<line x1="${PAD}" y1="${HEADER_HEIGHT}" x2="${CARD_WIDTH - PAD}" y2="${HEADER_HEIGHT}" stroke="${INK.rule}" stroke-width="2"/>`,
  );
  drawMap(body, card);
  const columnEnd = drawColumn(body, card);

  // The footer: the board and its fingerprint, the version, the link as text and as a QR code.
  const footerY = Math.max(CARD_MAP_BOX.y + CARD_MAP_BOX.size, columnEnd) + 28;
  body.push(
    `<line x1="${PAD}" y1="${footerY}" x2="${CARD_WIDTH - PAD}" y2="${footerY}" stroke="${INK.rule}" stroke-width="2"/>`,
  );
  const qr = qrModules(card.link);
  const qrX = CARD_WIDTH - PAD - QR_SIZE;
  const qrY = footerY + 20;
  const textWidth = qrX - PAD - 24;
  let y = footerY + 22;
  y =
    textBlock(
      body,
      wrapText(`Board: ${card.board.name}`, 19, textWidth, 2),
      PAD,
      y,
      { size: 19, weight: 'bold' },
      'board',
    ) + 2;
  y = textBlock(body, [`Board fingerprint ${card.board.fingerprint}`], PAD, y, { size: 17 }, 'fingerprint') + 2;
  y = textBlock(body, [`HexLOS ${card.version}`], PAD, y, { size: 17, fill: INK.muted }, 'version') + 10;
  y = textBlock(body, ['Open this verdict:'], PAD, y, { size: 16, fill: INK.muted }, 'link-heading');
  y = textBlock(body, wrapText(card.link, 15, textWidth), PAD, y, { size: 15 }, 'link');
  const module = QR_SIZE / (qr.size + 2 * QR_QUIET_MODULES);
  body.push(`<rect x="${qrX}" y="${qrY}" width="${QR_SIZE}" height="${QR_SIZE}" fill="#ffffff"/>`);
  body.push(`<g class="qr" fill="#000000" shape-rendering="crispEdges">`);
  for (const [col, row, len] of qr.runs)
    body.push(
      `<rect x="${n(qrX + (col + QR_QUIET_MODULES) * module)}" y="${n(qrY + (row + QR_QUIET_MODULES) * module)}" width="${n(len * module)}" height="${n(module)}"/>`,
    );
  body.push('</g>');
  const height = Math.ceil(Math.max(y, qrY + QR_SIZE) + PAD);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" font-family="${CARD_FONT_FAMILY}, sans-serif">`,
    `<title>${escapeXml(`${card.verdict} ${card.from.label} → ${card.to.label}, ${card.board.name}`)}</title>`,
    ...(options.fontFaces?.length ? [fontFaceStyle(options.fontFaces)] : []),
    `<rect width="${CARD_WIDTH}" height="${height}" fill="${INK.paper}"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
