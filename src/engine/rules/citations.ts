// The rule texts a result cites, said once (docs/rules.md, "What a result
// lists"): a sentence names a note ("note C", "003's note D") and records its
// id here; the result carries each quote once, in order of first mention, so
// that reasons stay short enough to read aloud.

import type { Citation, LosReason } from './types.ts';

/** Citations met while the sentences of one result are built. */
export class CitationLog {
  private readonly known = new Map<string, Citation>();
  private pending: string[] = [];

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
