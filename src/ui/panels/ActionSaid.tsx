// What the player's last action did (a link copied, a verdict shared, a file
// saved, a board deleted), in one place at every size: a short line in the
// row under the map's toolbar, which the line of sight keeps off and a raised
// sheet leaves uncovered, and the same words in a polite live region
// (docs/table.md, "Every action answers").

import { useEffect } from 'react';

import { useAppStore } from '../../store/index.ts';

/** Long enough to read a short sentence twice. */
export const SAID_FOR_MS = 4000;

export function ActionSaid() {
  const said = useAppStore((s) => s.said);
  const unsay = useAppStore((s) => s.unsay);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => unsay(said.nonce), SAID_FOR_MS);
    return () => clearTimeout(timer);
  }, [said, unsay]);
  // The live region stays in the page, empty between sayings: a region added with its words is not always read.
  return (
    <p className={said ? 'action-said action-said-on' : 'action-said'} role="status" data-testid="action-said">
      {said?.text ?? ''}
    </p>
  );
}
