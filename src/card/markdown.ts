// The verdict card as text (Markdown), for a forum post or an e-mail: the
// same content as the picture (docs/card.md), every reason and citation
// written out in full where the picture folds them, and the link.

import type { VerdictCardInput } from './input.ts';

/** A line of the card's text, with Markdown's own marks in the players' words escaped. */
const escapeMarkdown = (s: string): string => s.replace(/([\\`*_[\]<>#|])/g, '\\$1');

export function verdictCardMarkdown(card: VerdictCardInput): string {
  const lines: string[] = [];
  lines.push(
    `**${card.verdict}** ${escapeMarkdown(`${card.from.label} (${card.from.place}) → ${card.to.label} (${card.to.place})`)} · range ${card.range}`,
    '',
    `${escapeMarkdown(card.rules.name)} · ${card.trace.words}` +
      (card.routes && !card.visible ? ` · ${card.routes.blocked} of ${card.routes.count} routes blocked` : ''),
    '',
    card.visible ? '**What the line met, and why none blocks**' : '**Why**',
    '',
  );
  if (card.reasons.length === 0) lines.push('- Nothing on the line.');
  for (const reason of card.reasons) {
    lines.push(`- ${escapeMarkdown(reason.text)}`);
    for (const c of reason.citations) lines.push(`  > ${escapeMarkdown(c.name)}: ${escapeMarkdown(c.text)}`);
  }
  if (card.moreReasons > 0) lines.push(`- and ${card.moreReasons} more (the link shows them all)`);
  lines.push('', '**Readings**', '');
  if (card.readings.length === 0) lines.push("- HexLOS's own readings throughout.");
  for (const r of card.readings) lines.push(`- ${escapeMarkdown(`${r.source}: ${r.words}`)}`);
  for (const d of card.disputes) lines.push(`- **${escapeMarkdown(d)}**`);
  for (const note of card.notes) lines.push(`- ${escapeMarkdown(note)}`);
  lines.push(
    '',
    `Board: ${escapeMarkdown(card.board.name)} · fingerprint \`${card.board.fingerprint}\` · HexLOS ${card.version}`,
    '',
    `Open this verdict: <${card.link}>`,
  );
  return `${lines.join('\n')}\n`;
}
