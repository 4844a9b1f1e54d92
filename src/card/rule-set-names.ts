// The rule sets' names as a card prints them, apart from the rule sets
// themselves: a card is gathered on the page too, which does not load the
// engine's rule sets (they live in the worker), and a name is all a card
// needs of them (docs/card.md, "The PNG"). card.test.ts holds each name to
// the rule set's own.

import type { RuleSetId } from '../engine/rules/ids.ts';

export const RULE_SET_NAMES: Readonly<Record<RuleSetId, string>> = {
  arvold: 'Arvold: Obstacles and Elevation (Modified)',
  original: 'Original PanzerBlitz Target Elevation Chart',
  tgx: 'Tactical GameX Terrain Elevation Table',
  tagg: "Tagg's Line-of-Sight Algorithm",
};
