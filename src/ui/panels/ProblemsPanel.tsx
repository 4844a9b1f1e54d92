// A board file that failed: every problem with its place (JSON path, hex
// label) and message, in a panel the user dismisses. The board on screen stays.

import { countProblems } from '../../board/problem.ts';
import { useAppStore } from '../../store/index.ts';
import { CloseIcon } from './icons.tsx';

export function ProblemsPanel() {
  const problems = useAppStore((s) => s.problems);
  const dismiss = useAppStore((s) => s.dismissProblems);
  const board = useAppStore((s) => s.board);
  if (!problems) return null;
  return (
    <section className="problems card" role="alertdialog" aria-labelledby="problems-title" data-testid="problems">
      <header className="problems-head">
        <div>
          <h2 id="problems-title">{problems.source} could not be opened</h2>
          <p className="fine">
            {countProblems(problems.errors).toLocaleString('en-US')}{' '}
            {countProblems(problems.errors) === 1 ? 'problem' : 'problems'}
            {board ? ` · ${board.name} stays on the map` : ''}
          </p>
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={dismiss}
          aria-label="Dismiss"
          data-testid="problems-dismiss"
        >
          <CloseIcon />
        </button>
      </header>
      <ol className="problem-list">
        {problems.errors.map((p, i) => (
          <li key={i} data-testid="problem">
            <span className="problem-place">
              {p.hex && <strong className="problem-hex">{p.hex}</strong>}
              {p.path && <code className="problem-path">{p.path}</code>}
            </span>
            <span className="problem-message">{p.message}</span>
          </li>
        ))}
      </ol>
      {problems.warnings.length > 0 && (
        <details>
          <summary>{countProblems(problems.warnings).toLocaleString('en-US')} warnings</summary>
          <ul className="problem-list">
            {problems.warnings.map((p, i) => (
              <li key={i}>
                {p.hex && <strong className="problem-hex">{p.hex}</strong>}{' '}
                {p.path && <code className="problem-path">{p.path}</code>} {p.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
