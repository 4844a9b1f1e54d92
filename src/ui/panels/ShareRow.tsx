// "Share this verdict" and "Show QR", under the verdict (docs/table.md#sharing-a-verdict).
// The row is light: the card's renderer, its font and the QR code's encoder load
// only when a player first taps one of them. The row and the line that says what
// happened hold their height from the verdict on, so a message appearing or
// going moves nothing under a finger.

import { lazy, Suspense, useRef, useState } from 'react';

import type { LosResult } from '../../engine/rules/types.ts';
import { useAppStore } from '../../store/index.ts';
import { pageAddress } from '../page-address.ts';
import type { PreparedCard, ShareOutcome } from '../share-card/share-verdict.ts';
import { useShown } from '../shown-pick.ts';

const QrDialog = lazy(async () => ({ default: (await import('./QrDialog.tsx')).QrDialog }));

/** What the line under the buttons says after each outcome. */
function outcomeWords(outcome: ShareOutcome): string {
  switch (outcome.kind) {
    case 'shared':
      return 'Verdict card shared.';
    case 'cancelled':
      return 'Sharing cancelled.';
    case 'tap-again':
      return 'The card is ready: tap Share this verdict again to send it.';
    case 'saved':
      return outcome.copied
        ? `Verdict card saved as ${outcome.name}; its text is copied for a post or an e-mail.`
        : `Verdict card saved as ${outcome.name}.`;
  }
}

/**
 * `writeAddressNow` writes the address for the line on screen at once (startup.ts flushAddress), handed in by the
 * panel: a part loaded on demand that imported start-up would pull start-up's modules out of the first page load.
 */
export function ShareRow({ writeAddressNow }: { writeAddressNow: () => void }) {
  const result = useShown((s) => s.result);
  // What the line says belongs to the verdict it was said of: a new verdict starts with the line empty.
  const [saidOf, setSaidOf] = useState<{ readonly result: LosResult; readonly text: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [qrLink, setQrLink] = useState<string | undefined>(undefined);
  const prepared = useRef<PreparedCard | undefined>(undefined);
  if (!result) return null;
  const said = saidOf?.result === result ? saidOf.text : '';

  const share = async () => {
    if (busy) return;
    // The outcome is also said where every action's is (ActionSaid.tsx), which speaks it; this line keeps it by the buttons.
    const setSaid = (text: string, outcome = false) => {
      setSaidOf({ result, text });
      if (outcome && text) useAppStore.getState().say(text);
    };
    setBusy(true);
    setSaid('Making the verdict card…');
    try {
      // The card's link is the page's address for this line: written now, not after the pause it waits for.
      writeAddressNow();
      const { board, readings } = useAppStore.getState();
      if (!board) {
        setSaid('');
        return;
      }
      const { prepareCard, shareCard } = await import('../share-card/share-verdict.ts');
      // A card already made for this verdict is shared at once, within the tap that asks for it.
      const card =
        prepared.current?.result === result
          ? prepared.current
          : await prepareCard(board, result, readings, pageAddress());
      prepared.current = card;
      setSaid(outcomeWords(await shareCard(card)), true);
    } catch (error) {
      setSaid(`The verdict card could not be made: ${error instanceof Error ? error.message : String(error)}`, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="share-row" data-testid="share-row">
      <div className="share-buttons">
        <button
          type="button"
          className="button"
          onClick={() => void share()}
          aria-busy={busy}
          data-testid="share-verdict"
          title="The verdict as a picture that says everything it rests on, with its link"
        >
          Share this verdict
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            // The QR code holds the address of this line: written now, not after the pause it waits for.
            writeAddressNow();
            setQrLink(window.location.href);
          }}
          data-testid="show-qr"
          title="A QR code of this verdict's link, for a phone's camera across the table"
        >
          Show QR
        </button>
      </div>
      <p className="fine said-line" data-testid="share-said">
        {said}
      </p>
      {qrLink && (
        <Suspense fallback={null}>
          <QrDialog link={qrLink} onClose={() => setQrLink(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
