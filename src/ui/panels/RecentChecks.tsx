// The recent checks under the verdict, each a tap from coming back with its
// rule set (the tap flow's hint is NextTap.tsx).

import { useAppStore } from '../../store/index.ts';
import { choiceIsDeliberate } from '../deliberate-choice.ts';
import { ruleSetWord } from '../words.ts';

export function RecentChecks() {
  const recent = useAppStore((s) => s.recent);
  const restoreCheck = useAppStore((s) => s.restoreCheck);
  const rules = useAppStore((s) => s.rules);
  if (recent.length < 2) return null;
  return (
    <section className="recent" aria-label="Recent checks">
      <h2 className="panel-heading">Recent checks</h2>
      <ol className="recent-list" data-testid="recent">
        {recent.map((c) => (
          <li key={`${c.fromLabel}-${c.toLabel}-${c.rules}`}>
            <button
              type="button"
              className="chip recent-chip"
              onClick={() => {
                // A check brings back its rule set: a tap that landed while the panel moved under it brings back nothing.
                if (choiceIsDeliberate()) restoreCheck(c);
              }}
              data-testid="recent-check"
              title="Bring this check back"
            >
              {c.fromLabel} → {c.toLabel}
              {c.rules !== rules ? ` (${ruleSetWord(c.rules)})` : ''}:{' '}
              <strong className={c.visible ? 'word-clear' : 'word-blocked'}>{c.visible ? 'clear' : 'blocked'}</strong>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
