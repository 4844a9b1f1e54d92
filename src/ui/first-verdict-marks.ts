// Marks on the page's timeline (performance.mark) for the stages of the
// first verdict of a visit: a shared link opened, or the app opened again, up
// to its verdict drawn (docs/performance.md#the-first-verdict). Each stage is
// marked once per page, so a later board or tap adds nothing; a mark is a few
// bytes and microseconds, kept in production so the e2e suite measures the
// build the players get.

/** The stages, in the order a link's first verdict passes them. */
export const FIRST_VERDICT_STAGES = [
  /** main.tsx ran: the entry and its static imports fetched, compiled and run. */
  'entry-run',
  /** The engine's worker asked for (its script then fetched and run off the page's thread). */
  'worker-made',
  /** The first answer from the worker (the bundled boards' list): the worker is up. */
  'worker-answered',
  /** The boards kept on this device listed (IndexedDB). */
  'library-listed',
  /** The first board's data parsed by the worker and adopted by the page. */
  'board-opened',
  /** The map drawn for the first time. */
  'map-drawn',
  /** The link's firer and target set, their line asked. */
  'verdict-asked',
  /** The first verdict's line drawn on the map. */
  'verdict-drawn',
] as const;

export type FirstVerdictStage = (typeof FIRST_VERDICT_STAGES)[number];

const marked = new Set<FirstVerdictStage>();

/** Marks a stage the first time the page reaches it (`hexlos:<stage>`); later calls do nothing. */
export function markFirstVerdict(stage: FirstVerdictStage): void {
  if (marked.has(stage) || typeof performance?.mark !== 'function') return;
  marked.add(stage);
  performance.mark(`hexlos:${stage}`);
}
