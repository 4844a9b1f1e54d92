// The review pass over a traced board (issue 18, item 2;
// src/store/photo/review-store.ts): one proposal at a time, least sure first,
// shown in a loupe of the photo; one tap keeps it, changes its colour or
// removes it, and the count says how many are left. Big targets for a finger,
// and keys for a desk: K keep, R or Delete remove, the arrow keys move,
// Escape closes.

import { useEffect, useRef } from 'react';
import { edgeHexes } from '../../engine/hex/axial.ts';
import { SCAN_SYMBOLS } from '../../scan/vocabulary.ts';
import { useAppStore } from '../../store/index.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { symbolsNow, useReviewStore } from '../../store/photo/review-store.ts';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';
import { boardPoint } from '../../engine/hex/layout.ts';
import { sharedSide } from '../canvas/draw-overlay.ts';
import { mapControls } from '../canvas/map-controls.ts';
import { HEX_HEIGHT } from '../canvas/geometry.ts';
import { PALETTES } from '../palette.ts';
import { SYMBOL_WORDS } from '../words.ts';
import { PhotoLoupe } from './PhotoLoupe.tsx';

/** How large the map shows hexes while a side is reviewed. */
const REVIEW_HEX_PX = 90;

const SIDE_WORDS: Record<string, string> = { N: 'north', NE: 'north-east', SE: 'south-east', S: 'south', SW: 'south-west', NW: 'north-west' };

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
  const picture = useUnderlayStore((s) => s.picture);
  const theme = useAppStore((s) => s.theme);
  // The board's symbols on the edge shown follow each edit (and undo).
  useEditorStore((s) => s.doc);
  const card = useRef<HTMLElement>(null);

  // Opened: the card takes the keys. Closed: the whole board again.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) card.current?.focus();
    else if (wasOpen.current) mapControls()?.fit();
    wasOpen.current = open;
  }, [open]);

  // The map too is brought to the side under review, zoomed in, with the photo under it.
  const shownEdge = open ? items[index]?.edge : undefined;
  useEffect(() => {
    const side = shownEdge ? sharedSide(...edgeHexes(shownEdge)) : undefined;
    if (side) mapControls()?.showPoint(boardPoint((side.x1 + side.x2) / 2, (side.y1 + side.y2) / 2), REVIEW_HEX_PX);
  }, [shownEdge]);

  if (!open) return null;
  const left = items.length - decided.size;
  const item = items[index];
  const segment = item ? sharedSide(...edgeHexes(item.edge)) : undefined;
  const now = symbolsNow(item);
  const decision = decided.get(index);
  const wide = typeof window !== 'undefined' && window.innerWidth >= 700;

  const onKey = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    const keys: Record<string, () => void> = {
      k: keep,
      r: remove,
      Delete: remove,
      ArrowRight: () => show((index + 1) % items.length),
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
    <section className="review-pass" aria-label="Review the traced proposals" data-testid="review-pass" tabIndex={-1} ref={card} onKeyDown={onKey}>
      <header className="review-head">
        <h2 data-testid="review-left">{items.length === 0 ? 'Nothing to review' : left === 0 ? `All ${items.length} reviewed` : `${left} of ${items.length} left to review`}</h2>
        <button type="button" className="button" onClick={close} data-testid="review-close">
          Close
        </button>
      </header>
      {item && (
        <>
          <div className="review-body">
            {picture && segment ? (
              <PhotoLoupe picture={picture} segment={segment} span={HEX_HEIGHT * 2.6} width={wide ? 300 : 150} height={wide ? 200 : 120} label={`The photo around ${item.proposal.hex}'s ${SIDE_WORDS[item.proposal.side]} side`} testId="review-loupe" />
            ) : (
              <p className="fine">The photo is being prepared…</p>
            )}
            <div className="review-words">
              <p data-testid="review-item">
                <strong>
                  {item.proposal.hex} {SIDE_WORDS[item.proposal.side]} side
                </strong>{' '}
                — read as <strong>{SYMBOL_WORDS[item.proposal.symbol].name}</strong>, {Math.round(item.proposal.confidence * 100)} % sure
              </p>
              <p className="fine" data-testid="review-now">
                On the board now: {now.length === 0 ? 'no symbol' : now.map((s) => SYMBOL_WORDS[s].name).join(', ')}
                {decision ? ` · ${decision.kind === 'changed' ? `changed to ${SYMBOL_WORDS[decision.to].name}` : decision.kind}` : ''}
              </p>
            </div>
          </div>
          <div className="review-actions">
            <button type="button" className="button button-primary review-big" onClick={keep} data-testid="review-keep" aria-keyshortcuts="K">
              Keep
            </button>
            <button type="button" className="button review-big" onClick={remove} data-testid="review-remove" aria-keyshortcuts="R">
              Remove
            </button>
          </div>
          <div className="review-colours" role="group" aria-label="Change its colour to">
            {SCAN_SYMBOLS.filter((s) => s !== item.proposal.symbol).map((s) => (
              <button key={s} type="button" className="chip review-chip" onClick={() => changeTo(s)} data-testid={`review-to-${s}`}>
                <span className="chip-swatch" style={{ background: PALETTES[theme].symbol[s] }} aria-hidden />
                {SYMBOL_WORDS[s].name}
              </button>
            ))}
          </div>
          <div className="review-nav">
            <button type="button" className="button" onClick={() => show((index - 1 + items.length) % items.length)} aria-label="The previous proposal" aria-keyshortcuts="ArrowLeft">
              ‹ Previous
            </button>
            <span className="fine">
              {index + 1} / {items.length}
            </span>
            <button type="button" className="button" onClick={() => show((index + 1) % items.length)} aria-label="The next proposal" aria-keyshortcuts="ArrowRight" data-testid="review-next">
              Next ›
            </button>
          </div>
        </>
      )}
    </section>
  );
}
