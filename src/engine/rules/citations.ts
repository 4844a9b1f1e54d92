// The rule texts a result cites, said once
// (docs/rules.md#what-a-result-lists): a sentence names a note ("note C", "003's note D") and records its
// id here; the result carries each quote once, in order of first mention, so
// that reasons stay short enough to read aloud.

import type { Citation, LosReason, Premise } from './types.ts';

/** Citations met while the sentences of one result are built. */
export class CitationLog {
  private readonly known = new Map<string, Citation>();
  private pending: string[] = [];
  private claimed: Premise[] = [];

  /** Records a citation for the sentence being built and returns the name the sentence uses. */
  cite(c: Citation): string {
    if (!this.known.has(c.id)) this.known.set(c.id, c);
    if (!this.pending.includes(c.id)) this.pending.push(c.id);
    return c.name;
  }

  /** The ids cited since the last call: the `cites` of the sentence just built. */
  take(): string[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Records a fact the sentence being built states about the units or the line (types.ts, `Premise`). */
  claim(premise: Premise): void {
    this.claimed.push(premise);
  }

  /** The facts claimed since the last call, as a reason's field (none: left out). */
  takePremises(): { premises?: readonly Premise[] } {
    const out = this.claimed;
    this.claimed = [];
    return out.length > 0 ? { premises: out } : {};
  }

  /** The citations the given reasons name, each once, in order of first mention. */
  listFor(reasons: Iterable<LosReason>): Citation[] {
    const out: Citation[] = [];
    const seen = new Set<string>();
    for (const r of reasons) {
      for (const id of r.cites ?? []) {
        const c = this.known.get(id);
        if (!c || seen.has(id)) continue;
        seen.add(id);
        out.push(c);
      }
    }
    return out;
  }
}

/** A reason with the citations of its sentence attached (none: the field is left out). */
export const withCites = <R extends LosReason>(reason: R, cites: readonly string[]): R =>
  cites.length > 0 ? { ...reason, cites } : reason;
