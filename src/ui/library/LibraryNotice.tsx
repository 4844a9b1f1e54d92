// The board library's notices over the map: a storage failure (with the
// board to export instead), the undo of a delete, and the notices of a link
// and of sharing. Apart from the library's panel, which loads on demand.

import { useAppStore } from '../../store/index.ts';
import { downloadFiles } from './export.ts';

// oxlint-disable-next-line import/no-unassigned-import
import './library.css';

/** Storage failures and the undo of a delete, over the map. */
export function LibraryNotice() {
  const error = useAppStore((s) => s.libraryError);
  const deleted = useAppStore((s) => s.deletedBoard);
  const unsaved = useAppStore((s) => s.unsavedFiles);
  const dismiss = useAppStore((s) => s.dismissLibraryError);
  const undo = useAppStore((s) => s.undoRemove);
  const linkNotice = useAppStore((s) => s.linkNotice);
  const dismissLink = useAppStore((s) => s.dismissLinkNotice);
  const shareNotice = useAppStore((s) => s.shareNotice);
  const dismissShare = useAppStore((s) => s.dismissShareNotice);
  if (!error && !deleted && !linkNotice && !shareNotice) return null;
  return (
    <div className="library-notices">
      {linkNotice && (
        <div className="library-notice library-notice-error" role="alert" data-testid="link-notice">
          <p>{linkNotice}</p>
          <button type="button" className="button" onClick={dismissLink}>
            Dismiss
          </button>
        </div>
      )}
      {shareNotice && (
        <div className="library-notice" role="status" data-testid="share-notice">
          <p>{shareNotice.message}</p>
          {shareNotice.files.length > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => downloadFiles(shareNotice.files)}
              data-testid="share-notice-export"
            >
              Export the board
            </button>
          )}
          <button type="button" className="button" onClick={dismissShare}>
            Dismiss
          </button>
        </div>
      )}
      {error && (
        <div className="library-notice library-notice-error" role="alert" data-testid="library-error">
          <p>{error}</p>
          {unsaved && unsaved.length > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => downloadFiles(unsaved)}
              data-testid="library-error-export"
            >
              Export the board
            </button>
          )}
          <button type="button" className="button" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      )}
      {deleted && (
        <div className="library-notice" role="status" data-testid="library-deleted">
          <p>
            Moved <strong>{deleted.meta.name}</strong> to the trash (under “On this device”).
          </p>
          <button type="button" className="button" onClick={() => void undo()} data-testid="library-undo">
            Undo
          </button>
        </div>
      )}
    </div>
  );
}
