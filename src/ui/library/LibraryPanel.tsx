// The boards kept on this device, beside the bundled ones: open, rename,
// duplicate, export as a .json file (a traced board also with its photo),
// delete to the trash (with its undo in the list, where Delete was tapped:
// over the map a phone's raised sheet hid it); what the browser said
// about keeping them, backup and restore, the records that could not be read,
// and the trash (docs/boards-safe.md).

import { useRef, useState } from 'react';

import type { DamagedRecord, LibraryMeta, TrashSummary } from '../../board/library/library.ts';
import { TRASH_KEEP_DAYS } from '../../board/library/trash.ts';
import { listedBefore } from '../../board/library/validate.ts';
import { useAppStore } from '../../store/index.ts';
import { downloadFiles, downloadOne } from './export.ts';

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

const BACKUP_TYPE = 'application/zip';

/** The backup file of one board (its photo, fit and review inside) or of the whole library. */
async function downloadBackup(key?: string): Promise<void> {
  const bytes = await useAppStore.getState().backupBytes(key);
  const day = new Date().toISOString().slice(0, 10);
  if (bytes)
    downloadOne(bytes, key ? `${key}.hexlos-backup.zip` : `hexlos-boards-${day}.hexlos-backup.zip`, BACKUP_TYPE);
}

function LibraryRow({ meta }: { meta: LibraryMeta }) {
  const boardId = useAppStore((s) => s.boardId);
  const openBoard = useAppStore((s) => s.openBoard);
  const rename = useAppStore((s) => s.renameInLibrary);
  const duplicate = useAppStore((s) => s.duplicateInLibrary);
  const remove = useAppStore((s) => s.removeFromLibrary);
  const hasPhoto = useAppStore((s) => s.boardsWithPhoto.has(meta.key));
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
          {hasPhoto && (
            <button
              type="button"
              className="button"
              onClick={() => void downloadBackup(meta.key)}
              aria-label={`Export ${meta.name} with its photo`}
            >
              Export with photo
            </button>
          )}
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

const KEPT_WORDS: Readonly<Record<'kept' | 'may-clear' | 'unknown', string>> = {
  kept: 'This browser has agreed to keep these boards until you delete them.',
  'may-clear': 'This browser has not agreed to keep these boards: it may clear them when it runs short of space.',
  unknown: 'This browser does not say whether it will keep these boards.',
};

/**
 * Safari on an iPad or iPhone, opened in the browser rather than from the
 * home screen: only Safari on iOS has `navigator.standalone`, false outside a
 * home-screen app, and it is there that the 7-day clearing applies.
 */
const inSafariTab = (): boolean =>
  typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === false;

/** Where the boards live and how they can be lost: said plainly, with the backup beside it. */
function KeptHere() {
  const kept = useAppStore((s) => s.storageKept);
  const notice = useAppStore((s) => s.backupNotice);
  const dismiss = useAppStore((s) => s.dismissBackupNotice);
  const restore = useAppStore((s) => s.restoreBackup);
  const count = useAppStore((s) => s.library.length);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="library-kept" data-testid="library-kept">
      <p className="fine" data-testid="storage-kept" data-kept={kept}>
        {KEPT_WORDS[kept]} In a private window they are gone when the window closes. On an iPad, Safari clears them
        after 7 days without a visit unless HexLOS is added to the home screen. A backup file keeps them anywhere.
      </p>
      {inSafariTab() && (
        <p className="library-warning" role="note" data-testid="storage-safari">
          Opened in Safari, not from the home screen: Safari deletes these boards after 7 days without a visit. Add
          HexLOS to the home screen (Share → Add to Home Screen) and open it from there.
        </p>
      )}
      <div className="library-actions">
        <button
          type="button"
          className="button"
          disabled={count === 0}
          onClick={() => void downloadBackup()}
          data-testid="library-backup"
        >
          Back up all boards
        </button>
        <button type="button" className="button" onClick={() => input.current?.click()} data-testid="library-restore">
          Restore from a backup…
        </button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          hidden
          data-testid="library-restore-file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) await restore(new Uint8Array(await file.arrayBuffer()));
          }}
        />
      </div>
      {notice && (
        <p className="library-backup-notice" role="status" data-testid="library-backup-notice">
          {notice}{' '}
          <button type="button" className="button" onClick={dismiss}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

/** A record that could not be read: named, its raw data offered, deleted on its own. */
function DamagedRow({ record }: { record: DamagedRecord }) {
  const raw = useAppStore((s) => s.rawDamaged);
  const remove = useAppStore((s) => s.deleteDamaged);
  const name = record.storeKeys[0]?.replace(/[^A-Za-z0-9._@-]+/g, '-') ?? 'record';
  return (
    <li
      className="library-row library-row-stacked library-row-damaged"
      data-testid="damaged-row"
      data-keys={record.storeKeys.join(' ')}
    >
      <strong>{record.label}</strong>
      <span className="fine">Could not be read: {record.problems.join('; ')}.</span>
      <div className="library-actions">
        <button
          type="button"
          className="button"
          onClick={async () => {
            const text = await raw(record);
            if (text) downloadOne(text, `damaged-${name}.json`, 'application/json');
          }}
          aria-label={`Export the raw data of ${record.label}`}
        >
          Export the raw data
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => void remove(record)}
          aria-label={`Delete the damaged record ${record.label}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

function TrashRow({ entry }: { entry: TrashSummary }) {
  const restore = useAppStore((s) => s.restoreFromTrash);
  const purge = useAppStore((s) => s.purgeFromTrash);
  return (
    <li className="library-row library-row-stacked" data-testid="trash-row" data-key={entry.meta.key}>
      <strong>{entry.meta.name}</strong>
      <span className="fine">
        deleted {dateWords(entry.deletedAt)}
        {entry.hasPhoto ? ' · with its photo' : ''}
      </span>
      <div className="library-actions">
        <button
          type="button"
          className="button"
          onClick={() => void restore(entry.id)}
          aria-label={`Restore ${entry.meta.name}`}
        >
          Restore
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => void purge(entry.id)}
          aria-label={`Delete ${entry.meta.name} for good`}
        >
          Delete for good
        </button>
      </div>
    </li>
  );
}

/**
 * The undo of the last delete, in the list where the deleted board stood, so under the finger that tapped Delete at
 * every size (over the map, a phone's raised sheet hid it). Not a live region: the saying under the toolbar speaks it.
 */
function DeletedRow({ name }: { name: string }) {
  const undo = useAppStore((s) => s.undoRemove);
  return (
    <li className="library-row library-row-deleted" data-testid="library-deleted">
      <p>
        Moved <strong>{name}</strong> to the trash.
      </p>
      <button type="button" className="button" onClick={() => void undo()} data-testid="library-undo">
        Undo
      </button>
    </li>
  );
}

export function LibraryPanel() {
  const library = useAppStore((s) => s.library);
  const damaged = useAppStore((s) => s.damagedRecords);
  const trash = useAppStore((s) => s.trash);
  const emptyTrash = useAppStore((s) => s.emptyTrash);
  const deleted = useAppStore((s) => s.deletedBoard);
  const rows = library.map((meta) => <LibraryRow key={meta.key} meta={meta} />);
  if (deleted) {
    const at = library.filter((meta) => listedBefore(meta, deleted.meta) < 0).length;
    rows.splice(at, 0, <DeletedRow key={`deleted ${deleted.id}`} name={deleted.meta.name} />);
  }
  return (
    <details className="section library" data-testid="library">
      <summary>
        <span className="section-title">On this device</span>
        <span className="summary-badge">{library.length}</span>
      </summary>
      <p className="fine">
        {library.length > 0
          ? 'Boards you opened, made or received in a link, kept in this browser (also offline).'
          : 'No board is kept in this browser yet: every board you open, make or receive will be.'}
      </p>
      <KeptHere />
      {rows.length > 0 && <ul className="library-list">{rows}</ul>}
      {damaged.length > 0 && (
        <div className="library-damaged" data-testid="library-damaged">
          <h3 className="library-heading">Could not be read ({damaged.length})</h3>
          <p className="fine">
            These records in the browser’s storage are damaged. They are set aside so the other boards work; export the
            raw data to keep what is in them, then delete them.
          </p>
          <ul className="library-list">
            {damaged.map((record) => (
              <DamagedRow key={record.storeKeys.join(' ')} record={record} />
            ))}
          </ul>
        </div>
      )}
      {trash.length > 0 && (
        <details className="library-trash" data-testid="library-trash">
          <summary>
            <span className="library-heading">Trash</span> <span className="summary-badge">{trash.length}</span>
          </summary>
          <p className="fine">Deleted boards stay here, with their photos, for {TRASH_KEEP_DAYS} days.</p>
          <ul className="library-list">
            {trash.map((entry) => (
              <TrashRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <button
            type="button"
            className="button button-danger library-empty-trash"
            onClick={() => void emptyTrash()}
            data-testid="library-empty-trash"
          >
            Empty the trash
          </button>
        </details>
      )}
    </details>
  );
}
