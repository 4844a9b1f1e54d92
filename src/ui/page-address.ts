/** The page's address without its hash: a verdict's link is this with the line's hash (src/board/share-link.ts). */
export const pageAddress = (): string =>
  `${window.location.origin}${window.location.pathname}${window.location.search}`;
