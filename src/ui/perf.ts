// Timing of the one flow that matters: from the tap that asked for a line of
// sight to the frame that draws its result. Kept in a small global list so
// that the e2e suite (and a curious designer in the console) can read it.

export interface DrawTimings {
  readonly samples: number[];
}

export function recordDrawn(askedAt: number): void {
  const g = globalThis as { __hexlosTimings?: DrawTimings };
  g.__hexlosTimings ??= { samples: [] };
  const took = performance.now() - askedAt;
  g.__hexlosTimings.samples.push(took);
  if (g.__hexlosTimings.samples.length > 500) g.__hexlosTimings.samples.shift();
}
