// The rule sets and trace modes by id: const arrays that also fill the UI's
// pickers and check the CLI's and share links' unchecked text. Kept apart from
// the rule sets themselves so that anything may name a rule set without
// importing one.

export const RULE_SET_IDS = ['arvold', 'original', 'tgx', 'tagg'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** Is this unchecked text (a CLI option, a share link, saved settings, an expectations file) a rule set's id? */
export const isRuleSetId = (text: unknown): text is RuleSetId =>
  typeof text === 'string' && (RULE_SET_IDS as readonly string[]).includes(text);

export const TRACE_MODES = ['hex', 'real'] as const;
export type TraceMode = (typeof TRACE_MODES)[number];
