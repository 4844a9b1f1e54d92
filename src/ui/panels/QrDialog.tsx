// "Show QR": the link of the verdict on screen as a QR code big enough for a
// phone's camera across the table, the link written beneath it, closed with
// Escape or its button (docs/table.md#sharing-a-verdict). The code is drawn
// from the card renderer's own encoder (src/card), dark on light whatever the
// theme, with the blank margin a reader needs around it.

import { useEffect, useRef } from 'react';

import { qrModules } from '../../card/index.ts';
import { QR_QUIET_MODULES as QUIET } from '../../card/qr.ts';

function QrCode({ link }: { link: string }) {
  let modules;
  try {
    modules = qrModules(link);
  } catch {
    // A board kept on this device travels inside its link; past a QR code's capacity only the link itself can carry it.
    return (
      <p className="qr-too-long" data-testid="qr-too-long">
        This link is too long for a QR code (the board travels inside it). Use Share this verdict, or the map’s link
        button, instead.
      </p>
    );
  }
  const side = modules.size + 2 * QUIET;
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label="QR code of this verdict's link"
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={side} height={side} fill="#fff" />
      <path fill="#000" d={modules.runs.map(([x, y, n]) => `M${x + QUIET} ${y + QUIET}h${n}v1h${-n}z`).join('')} />
    </svg>
  );
}

export function QrDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="qr-dialog"
      aria-label="This verdict's link as a QR code"
      data-testid="qr-dialog"
      // Escape: the browser cancels the dialog; the app closes it its own way, so its state follows.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <p className="qr-heading">Point a phone’s camera here to open this verdict</p>
      <QrCode link={link} />
      <p className="qr-link" data-testid="qr-link">
        {link}
      </p>
      <button type="button" className="button" onClick={onClose} data-testid="qr-close" autoFocus>
        Close
      </button>
    </dialog>
  );
}
