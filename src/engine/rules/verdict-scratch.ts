// The working memory of the verdict-only paths (viewsheds, the all-pairs
// matrix, the audit, `check`): the line walk's buffers and what one line
// hands the next. The engine keeps no such memory at module level, so two
// callers can judge lines in turn (two viewsheds stepped alternately, a verdict
// asked from inside another's loop) without one overwriting the other's line
// (docs/architecture.md#the-engine-keeps-no-state). A caller that judges many
// lines makes one scratch and passes it to every isVisible; a lone question
// gets a fresh one. A scratch judges one line at a time: never share one
// between two walks that interleave.
//
// What stays at module level is memory of pure functions of immutable input,
// keyed by that input (a board's index, a line's offset): whoever fills an
// entry fills it with the one answer there is, so any caller may read it.

import { LineWalk } from '../hex/line-walk.ts';
import { CitationLog } from './citations.ts';
import { type ReadingId, type Readings, readingsOf } from './readings.ts';

/** One rule set's own part of a scratch, made on its first line. */
export interface ScratchPart<T> {
  readonly make: () => T;
}

export class VerdictScratch {
  /** The walk of the line being judged. */
  readonly walker = new LineWalk();
  /** Edge slots a real-space walk has met so far on this line. */
  readonly seenEdges: number[] = [];
  /** Notes, readings asked and citations of a verdict that explains nothing: written, never read, bounded. */
  readonly notesSink: string[] = [];
  readonly relevantSink = new Set<ReadingId>();
  readonly citationSink = new CitationLog();
  private chosen: Partial<Readings> | undefined;
  private merged: Readings = readingsOf(undefined);
  private readonly parts = new Map<ScratchPart<unknown>, unknown>();
  /** The part asked last, so that a run of lines under one rule set skips the Map (one entry). */
  private lastPart: ScratchPart<unknown> | undefined;
  private lastHeld: unknown;

  /** readingsOf, merged once for a run of lines under one choice (a viewshed asks thousands under one object). */
  readingsOf(chosen: Partial<Readings> | undefined): Readings {
    if (chosen !== this.chosen) {
      this.merged = readingsOf(chosen);
      this.chosen = chosen;
    }
    return this.merged;
  }

  /** A rule set's own part of this scratch. */
  part<T>(part: ScratchPart<T>): T {
    if (part === this.lastPart) return this.lastHeld as T;
    let held = this.parts.get(part);
    if (held === undefined) {
      held = part.make();
      this.parts.set(part, held);
    }
    this.lastPart = part;
    this.lastHeld = held;
    return held as T;
  }
}
