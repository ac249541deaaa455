/**
 * The news and magazine masonry: two columns, each post in the column of its index's parity, so
 * the server's first page and the pages the browser adds later agree. Below 1024 px CSS stacks the
 * columns back into one, in post order (post-list.module.css).
 */
export const COLUMNS = 2;

export const CARD_SIZES = '(min-width: 1440px) 690px, (min-width: 1024px) 46vw, 100vw';

export const columnOf = (index: number) => index % COLUMNS;
