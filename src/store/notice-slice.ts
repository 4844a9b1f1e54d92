// Notices: sentences the app owes the user about something it could not do
// as asked (a shared link's board, rule set or hexes), shown until dismissed.

import type { NoticeSlice, Slice } from './types.ts';

export const createNoticeSlice: Slice<NoticeSlice> = (set) => ({
  notices: [],
  showNotices(notices) {
    set({ notices });
  },
  dismissNotices() {
    set({ notices: [] });
  },
});
