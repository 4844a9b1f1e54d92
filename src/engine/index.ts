// The engine's public API: what the worker, the CLI and the UI call.
// Pure TypeScript: no DOM, React, Konva, store or Node modules (lint-enforced).

export * from './types.ts';
export * from './fraction.ts';
export * from './board-model.ts';
export * from './hex/axial.ts';
export * from './hex/offset.ts';
export * from './hex/lattice.ts';
export * from './hex/segment.ts';
export * from './hex/trace.ts';
export * from './rules/ids.ts';
export * from './rules/types.ts';
export { evaluateLos, isVisible, ruleSetsFor, defaultRules } from './rules/index.ts';
export { viewshed, viewshedSteps } from './viewshed.ts';
export * from './combat/index.ts';
