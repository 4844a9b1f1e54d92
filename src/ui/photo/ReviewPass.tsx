// The review pass over a traced board (docs/scan.md#the-review-pass;
// src/store/photo/review-store.ts): one proposal at a time — a hexside's
// symbol, a side where a stroke may have been missed, or a hex's terrain —
// least sure first, shown in a loupe of the photo and on the map; one tap
// keeps it, changes its colour or terrain or removes it, and the count says
// how many are left (decisions made before, on this device, count as made).
// Once the unsure ones are decided the card shows the sure rest in groups,
// kept with one tap (docs/scan.md#a-review-sized-to-the-doubt). Big targets
// for a finger, and keys for a desk: K keep, R or Delete remove, the arrow
// keys move, Escape closes. The card keeps one height from item to item, so
// Keep and Close stay under the thumb.

import { useEffect, useMemo, useRef } from 'react';

import { edgeHexes } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, boardPoint, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import { SURE_ENOUGH } from '../../scan/review-order.ts';
import { SCAN_SYMBOLS, SCAN_TERRAINS, isScanSymbol, type ScanSymbol, type ScanTerrain } from '../../scan/vocabulary.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import { boardNow, useReviewStore } from '../../store/photo/review-store.ts';
import { type ReviewDecision, type ReviewItem, type SureGroup, sureGroups } from '../../store/photo/review.ts';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';
import { sharedSide } from '../canvas/draw-overlay.ts';
import { HEX_HEIGHT } from '../canvas/geometry.ts';
import { mapControls } from '../canvas/map-controls.ts';
import { PALETTES } from '../palette.ts';
import { SYMBOL_WORDS, TERRAIN_WORDS } from '../words.ts';
import type { LoupeSegment } from './PhotoLoupe.tsx';
import { PhotoLoupe } from './PhotoLoupe.tsx';

/** How large the map shows hexes while a side is reviewed. */
const REVIEW_HEX_PX = 90;

const SIDE_WORDS: Record<string, string> = {
  N: 'north',
  NE: 'north-east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  NW: 'north-west',
};

/** Where an item is on the board: the segment the map and the loupe centre on, and for a hex its corners to ring. */
function placeOf(
  item: ReviewItem | undefined,
): { segment: LoupeSegment; ring?: readonly { x: number; y: number }[] } | undefined {
  if (!item) return undefined;
  if (item.kind === 'hex') {
    const c = hexToBoard(item.hex, BOARD_HEX_SIZE);
    return { segment: { x1: c.x, y1: c.y, x2: c.x, y2: c.y }, ring: hexCornersBoard(item.hex, BOARD_HEX_SIZE) };
  }
  const segment = sharedSide(...edgeHexes(item.edge));
  return segment && { segment };
}

/** What a proposal is, in words: `B2 north-east side` or `hex C3`. */
const whereWords = (item: ReviewItem): string =>
  item.kind === 'hex' ? `hex ${item.proposal.label}` : `${item.proposal.hex} ${SIDE_WORDS[item.proposal.side]} side`;

/** What the scan read there, in words. */
const readWords = (item: ReviewItem): string =>
  item.kind === 'hex'
    ? TERRAIN_WORDS[item.proposal.terrain]
    : item.kind === 'absence'
      ? 'no symbol'
      : SYMBOL_WORDS[item.proposal.symbol].name;

/** What was decided about an item, in words: `kept`, `removed`, `changed to brown`; for an absence `none` or `added gray`. */
function decisionWords(item: ReviewItem, decision: ReviewDecision): string {
  if (decision.kind === 'changed')
    return item.kind === 'absence' ? `added ${nameWords(decision.to)}` : `changed to ${nameWords(decision.to)}`;
  return item.kind === 'absence' ? 'none' : decision.kind;
}

/**
 * How sure the scan is of an item, in words: its calibrated confidence, and
 * whether its colour was guessed rather than sampled (docs/scan.md#guessed-colours).
 */
const sureWords = (p: { readonly confidence: number; readonly guessed?: true }): string =>
  `${Math.round(p.confidence * 100)} % sure${p.guessed ? ' (colour guessed, not sampled)' : ''}`;

/** What a group of alike sure items is, in words: `237 clear hexes`, `40 brown sides`, `12 sides with no symbol`. */
function groupWords(group: SureGroup): string {
  const n = group.indices.length;
  if (group.kind === 'hex') return `${n} ${TERRAIN_WORDS[group.name as ScanTerrain]} ${n === 1 ? 'hex' : 'hexes'}`;
  if (group.kind === 'hexside')
    return `${n} ${SYMBOL_WORDS[group.name as ScanSymbol].name} ${n === 1 ? 'side' : 'sides'}`;
  return `${n} ${n === 1 ? 'side' : 'sides'} with no symbol`;
}

/** A name a proposal can be changed to, in words. */
const nameWords = (name: ScanSymbol | ScanTerrain): string =>
  isScanSymbol(name) ? SYMBOL_WORDS[name].name : TERRAIN_WORDS[name];

/** The part of the map the card covers: its left side beside the panel, or its foot on a phone. */
function coveredByCard(el: HTMLElement | null): { left?: number; bottom?: number } {
  const map = el?.closest('.map-area');
  if (!el || !map) return {};
  const c = el.getBoundingClientRect();
  const m = map.getBoundingClientRect();
  // Docked at the foot (phones, tablets upright) or floating at the left (wide screens).
  return c.width >= m.width * 0.8 ? { bottom: Math.max(0, m.bottom - c.top) } : { left: Math.max(0, c.right - m.left) };
}

export function ReviewPass() {
  const open = useReviewStore((s) => s.open);
  const items = useReviewStore((s) => s.items);
  const index = useReviewStore((s) => s.index);
  const decided = useReviewStore((s) => s.decided);
  const keep = useReviewStore((s) => s.keep);
  const remove = useReviewStore((s) => s.remove);
  const changeTo = useReviewStore((s) => s.changeTo);
  const show = useReviewStore((s) => s.show);
  const close = useReviewStore((s) => s.close);
  const startAgain = useReviewStore((s) => s.startAgain);
  const asked = useReviewStore((s) => s.asked);
  const keepSure = useReviewStore((s) => s.keepSure);
  const keepGroup = useReviewStore((s) => s.keepGroup);
  const walkAll = useReviewStore((s) => s.walkAll);
  const picture = useUnderlayStore((s) => s.picture);
  const theme = useAppStore((s) => s.theme);
  // The board's symbols on the edge shown follow each edit (and undo).
  useEditorStore((s) => s.doc);
  const card = useRef<HTMLElement>(null);

  // Opened: the card takes the keys, and on a phone the sheet goes down so the map shows above the card. Closed: the whole board again.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      card.current?.focus();
      useAppStore.getState().setSheet('peek');
    } else if (wasOpen.current) mapControls()?.fit();
    wasOpen.current = open;
  }, [open]);

  // The map too is brought to the side or hex under review, zoomed in, with the photo under it.
  const item = open ? items[index] : undefined;
  const place = useMemo(() => placeOf(item), [item]);
  useEffect(() => {
    const s = place?.segment;
    if (s)
      mapControls()?.showPoint(
        boardPoint((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2),
        REVIEW_HEX_PX,
        coveredByCard(card.current),
      );
  }, [place]);

  if (!open) return null;
  const left = items.length - decided.size;
  let askedLeft = 0;
  for (let i = 0; i < asked; i++) if (!decided.has(i)) askedLeft++;
  const sureLeft = left - askedLeft;
  const groups = item ? [] : sureGroups(items, asked, decided);
  const now = boardNow(item);
  const decision = decided.get(index);
  const changes: readonly (ScanSymbol | ScanTerrain)[] =
    item?.kind === 'hex'
      ? SCAN_TERRAINS.filter((t) => t !== item.proposal.terrain)
      : item?.kind === 'absence'
        ? SCAN_SYMBOLS.filter((s) => s !== item.proposal.candidate)
        : SCAN_SYMBOLS.filter((s) => item?.kind === 'hexside' && s !== item.proposal.symbol);
  const wide = typeof window !== 'undefined' && window.innerWidth >= 700;

  // After a decision the buttons show the next proposal: the keys go back to the card, so Enter never decides the next one unseen.
  const andFocus = (run: () => void) => {
    run();
    card.current?.focus();
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    const keys: Record<string, () => void> = {
      k: item ? keep : keepSure,
      r: remove,
      Delete: remove,
      ArrowRight: () => (item ? show((index + 1) % items.length) : walkAll()),
      ArrowLeft: () => show((index - 1 + items.length) % items.length),
      Escape: close,
    };
    const run = keys[e.key];
    if (run && items.length > 0) {
      e.preventDefault();
      run();
    } else if (e.key === 'Escape') close();
  };

  return (
    <section
      className="review-pass"
      aria-label="Review the traced proposals"
      data-testid="review-pass"
      tabIndex={-1}
      ref={card}
      onKeyDown={onKey}
    >
      <header className="review-head">
        <h2 data-testid="review-left">
          {items.length === 0
            ? 'Nothing to review'
            : left === 0
              ? `All ${items.length} reviewed`
              : `${left} of ${items.length} left to review`}
        </h2>
        {decided.size > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => andFocus(startAgain)}
            data-testid="review-start-again"
            title="Forget which proposals were reviewed (the board keeps its edits) and walk them all again"
          >
            Start again
          </button>
        )}
        <button type="button" className="button" onClick={close} data-testid="review-close">
          Close
        </button>
      </header>
      {items.length > 0 && (
        <p className="fine review-asked" data-testid="review-asked">
          {askedLeft > 0
            ? `${askedLeft} of ${asked} unsure left to check · ${sureLeft} sure`
            : asked > 0
              ? `All ${asked} unsure checked · ${sureLeft} sure left`
              : `Nothing unsure · ${sureLeft} sure left`}
        </p>
      )}
      {!item && groups.length > 0 && (
        <>
          <div className="review-body review-sure" data-testid="review-sure">
            <p>
              The rest is {Math.round(SURE_ENOUGH * 100)} % sure or more. Keep it all, a group at a time, or walk it one
              by one.
            </p>
            <ul className="review-groups">
              {groups.map((g) => (
                <li key={g.key}>
                  <button
                    type="button"
                    className="button review-group"
                    onClick={() => andFocus(() => keepGroup(g.key))}
                    data-testid={`review-group-${g.key}`}
                  >
                    {groupWords(g)}, all sure: keep
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="review-actions">
            <button
              type="button"
              className="button button-primary review-big"
              onClick={() => andFocus(keepSure)}
              data-testid="review-keep-sure"
              aria-keyshortcuts="K"
            >
              Keep the {sureLeft} sure {sureLeft === 1 ? 'item' : 'items'}
            </button>
          </div>
          <div className="review-nav">
            <button
              type="button"
              className="button"
              onClick={() => andFocus(walkAll)}
              data-testid="review-walk-all"
              aria-keyshortcuts="ArrowRight"
            >
              Walk them one by one ›
            </button>
          </div>
        </>
      )}
      {item && (
        <>
          <div className="review-body">
            {picture && place ? (
              <PhotoLoupe
                picture={picture}
                segment={place.segment}
                ring={place.ring}
                span={HEX_HEIGHT * 2.6}
                width={wide ? 300 : 150}
                height={wide ? 200 : 120}
                label={`The photo around ${whereWords(item)}`}
                testId="review-loupe"
              />
            ) : (
              <p className="fine">The photo is being prepared…</p>
            )}
            <div className="review-words">
              {item.kind === 'absence' ? (
                <p data-testid="review-item" data-kind={item.kind} data-id={item.id}>
                  <strong>{whereWords(item)}</strong> — a <strong>{SYMBOL_WORDS[item.proposal.candidate].name}</strong>{' '}
                  side may be printed here; read as <strong>{readWords(item)}</strong>, {sureWords(item.proposal)}
                </p>
              ) : (
                <p data-testid="review-item" data-kind={item.kind} data-id={item.id}>
                  <strong>{whereWords(item)}</strong> — read as <strong>{readWords(item)}</strong>,{' '}
                  {sureWords(item.proposal)}
                </p>
              )}
              <p className="fine" data-testid="review-now">
                On the board now:{' '}
                {item.kind === 'hex'
                  ? TERRAIN_WORDS[now.terrain ?? 'clear']
                  : now.symbols.length === 0
                    ? 'no symbol'
                    : now.symbols.map((s) => SYMBOL_WORDS[s].name).join(', ')}
                {decision ? ` · ${decisionWords(item, decision)}` : ''}
              </p>
            </div>
          </div>
          <div className="review-actions">
            <button
              type="button"
              className="button button-primary review-big"
              onClick={() => andFocus(keep)}
              data-testid="review-keep"
              aria-keyshortcuts="K"
              title={item.kind === 'absence' ? 'No symbol is printed here' : undefined}
            >
              {item.kind === 'absence' ? 'None' : 'Keep'}
            </button>
            {item.kind === 'absence' ? (
              <button
                type="button"
                className="button review-big"
                onClick={() => andFocus(() => changeTo(item.proposal.candidate as ScanSymbol))}
                data-testid="review-add"
                title={`Put a ${SYMBOL_WORDS[item.proposal.candidate].name} side here`}
              >
                Add {SYMBOL_WORDS[item.proposal.candidate].name}
              </button>
            ) : (
              <button
                type="button"
                className="button review-big"
                onClick={() => andFocus(remove)}
                data-testid="review-remove"
                aria-keyshortcuts="R"
                title={item.kind === 'hex' ? 'Make it clear ground' : 'Take the symbol off'}
              >
                {item.kind === 'hex' ? 'Clear ground' : 'Remove'}
              </button>
            )}
          </div>
          <div
            className="review-colours"
            role="group"
            aria-label={
              item.kind === 'hex'
                ? 'Change its terrain to'
                : item.kind === 'absence'
                  ? 'Add instead'
                  : 'Change its colour to'
            }
          >
            {changes.map((name) => (
              <button
                key={name}
                type="button"
                className="chip review-chip"
                onClick={() => andFocus(() => changeTo(name))}
                data-testid={`review-to-${name}`}
              >
                <span
                  className="chip-swatch"
                  style={{
                    background: isScanSymbol(name) ? PALETTES[theme].symbol[name] : PALETTES[theme].terrain[name],
                  }}
                  aria-hidden
                />
                {nameWords(name)}
              </button>
            ))}
          </div>
          <div className="review-nav">
            <button
              type="button"
              className="button"
              onClick={() => show((index - 1 + items.length) % items.length)}
              aria-label="The previous proposal"
              aria-keyshortcuts="ArrowLeft"
            >
              ‹ Previous
            </button>
            <span className="fine" data-testid="review-position">
              {index + 1} / {items.length}
            </span>
            <button
              type="button"
              className="button"
              onClick={() => show((index + 1) % items.length)}
              aria-label="The next proposal"
              aria-keyshortcuts="ArrowRight"
              data-testid="review-next"
            >
              Next ›
            </button>
          </div>
        </>
      )}
    </section>
  );
}
