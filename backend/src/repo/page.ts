import type { Page } from '../types.js';

/** Page `page` of a list of `total` records, `perPage` at a time, as the APIs answer one. */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number): Page<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
