// Notices: sentences the app owes the user about something it could not do
// as asked (a shared link's board, rule set or hexes), shown until dismissed;
// and what the player's last action did, shown a moment and spoken
// (docs/table.md, "Every action answers").

import type { NoticeSlice, Slice } from './types.ts';

export const createNoticeSlice: Slice<NoticeSlice> = (set, get) => ({
  notices: [],
  showNotices(notices) {
    set({ notices });
  },
  dismissNotices() {
    set({ notices: [] });
  },
  said: undefined,
  say(text) {
    set({ said: { text, nonce: (get().said?.nonce ?? 0) + 1 } });
  },
  unsay(nonce) {
    if (get().said?.nonce === nonce) set({ said: undefined });
  },
});
