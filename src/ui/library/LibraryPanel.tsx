// The boards kept on this device, beside the bundled ones: open, rename,
// duplicate, export as a .json file, delete (with undo from the notice).

import { useState } from 'react';

import type { LibraryMeta } from '../../board/library/library.ts';
import { useAppStore } from '../../store/index.ts';
import { downloadFiles } from './export.ts';

// oxlint-disable-next-line import/no-unassigned-import
import './library.css';

const ORIGIN_WORDS: Readonly<Record<LibraryMeta['origin'], string>> = {
  file: 'opened from a file',
  made: 'made here',
  link: 'received in a link',
  copy: 'a copy',
};

const dateWords = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export async function exportKept(key: string): Promise<void> {
  const record = await useAppStore.getState().readFromLibrary(key);
  if (record) downloadFiles(record.files, `${record.meta.key}.json`);
}

function LibraryRow({ meta }: { meta: LibraryMeta }) {
  const boardId = useAppStore((s) => s.boardId);
  const openBoard = useAppStore((s) => s.openBoard);
  const rename = useAppStore((s) => s.renameInLibrary);
  const duplicate = useAppStore((s) => s.duplicateInLibrary);
  const remove = useAppStore((s) => s.removeFromLibrary);
  const [naming, setNaming] = useState<string | undefined>(undefined);
  const open = boardId === meta.key;

  return (
    <li className={open ? 'library-row library-row-open' : 'library-row'} data-testid="library-row" data-key={meta.key}>
      {naming === undefined ? (
        <button
          type="button"
          className="library-name"
          onClick={() => void openBoard(meta.key)}
          aria-current={open ? 'true' : undefined}
        >
          <strong>{meta.name}</strong>
          <span className="fine">
            {meta.kind === 'map' ? 'map' : meta.family === 'elevation' ? 'elevation board' : 'board'} ·{' '}
            {ORIGIN_WORDS[meta.origin]} · {dateWords(meta.savedAt)}
          </span>
        </button>
      ) : (
        <form
          className="library-rename"
          onSubmit={(e) => {
            e.preventDefault();
            void rename(meta.key, naming);
            setNaming(undefined);
          }}
        >
          <label className="field">
            <span>New name</span>
            <input
              value={naming}
              onChange={(e) => setNaming(e.target.value)}
              maxLength={120}
              autoFocus
              data-testid="library-rename-input"
            />
          </label>
          <button type="submit" className="button">
            Save
          </button>
          <button type="button" className="button" onClick={() => setNaming(undefined)}>
            Cancel
          </button>
        </form>
      )}
      {naming === undefined && (
        <div className="library-actions">
          <button
            type="button"
            className="button"
            onClick={() => setNaming(meta.name)}
            aria-label={`Rename ${meta.name}`}
          >
            Rename
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void duplicate(meta.key)}
            aria-label={`Duplicate ${meta.name}`}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void exportKept(meta.key)}
            aria-label={`Export ${meta.name} as a file`}
          >
            Export
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => void remove(meta.key)}
            aria-label={`Delete ${meta.name}`}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

export function LibraryPanel() {
  const library = useAppStore((s) => s.library);
  if (library.length === 0) return null;
  return (
    <details className="section library" data-testid="library">
      <summary>
        <span className="section-title">On this device</span>
        <span className="summary-badge">{library.length}</span>
      </summary>
      <p className="fine">Boards you opened, made or received in a link, kept in this browser (also offline).</p>
      <ul className="library-list">
        {library.map((meta) => (
          <LibraryRow key={meta.key} meta={meta} />
        ))}
      </ul>
    </details>
  );
}
