// Saving a kept board as a file on the user's disk: one download per file
// (a map kept with its boards downloads each of them).

import type { StoredFile } from '../../board/library/library.ts';

export function downloadFiles(files: readonly StoredFile[], firstName?: string): void {
  files.forEach((file, i) => {
    const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = i === 0 && firstName ? firstName : file.name.endsWith('.json') ? file.name : `${file.name}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}
