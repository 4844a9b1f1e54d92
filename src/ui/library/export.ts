// Saving a kept board as a file on the user's disk: one download per file
// (a map kept with its boards downloads each of them); a backup file and the
// raw records of a damaged entry as one download each.

import type { StoredFile } from '../../board/library/library.ts';
import { useAppStore } from '../../store/index.ts';

/** One download of bytes or text under `name`. */
export function downloadOne(content: Uint8Array | string, name: string, type: string): void {
  const body = typeof content === 'string' ? content : content.slice().buffer;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  // Nothing on the page shows a download: said where every action's outcome is (docs/table.md, "Every action answers").
  useAppStore.getState().say(`Saved “${name}” to your downloads.`);
}

export function downloadFiles(files: readonly StoredFile[], firstName?: string): void {
  files.forEach((file, i) =>
    downloadOne(
      file.text,
      i === 0 && firstName ? firstName : file.name.endsWith('.json') ? file.name : `${file.name}.json`,
      'application/json',
    ),
  );
}
