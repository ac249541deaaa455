// The page shell: business constants (docs/product.md, "Constants"), under the names the original
// specification gave them.
export const LOCALE_SWITCH_DELAY_MS = 600;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const PROGRESS_BAR = { throttleMs: 200, speedMs: 500, trickleMs: 800 } as const;
export const DESKTOP_BREAKPOINT_PX = 1024;
