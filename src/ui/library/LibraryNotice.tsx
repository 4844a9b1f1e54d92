// The board library's notices over the map: a storage failure (with the
// board to export instead), and the notices of a link and of sharing. Apart
// from the library's panel, which loads on demand. The undo of a delete is in
// the library's list, where the Delete was tapped (docs/boards-safe.md#the-trash).

import { useAppStore } from '../../store/index.ts';
import { downloadFiles } from './export.ts';

// oxlint-disable-next-line import/no-unassigned-import
import './library.css';

/** Storage failures and the notices of links and sharing, over the map. */
export function LibraryNotice() {
  const error = useAppStore((s) => s.libraryError);
  const unsaved = useAppStore((s) => s.unsavedFiles);
  const dismiss = useAppStore((s) => s.dismissLibraryError);
  const linkNotice = useAppStore((s) => s.linkNotice);
  const dismissLink = useAppStore((s) => s.dismissLinkNotice);
  const shareNotice = useAppStore((s) => s.shareNotice);
  const dismissShare = useAppStore((s) => s.dismissShareNotice);
  if (!error && !linkNotice && !shareNotice) return null;
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
    </div>
  );
}
