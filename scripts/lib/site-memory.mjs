// The production site server's memory settings (README, "The production server's memory"), given
// by scripts/start.mjs unless the environment sets them, and to the bench's servers and ceilings.
// glibc gives each thread its own malloc arenas; with sharp's image threads that leaves the server
// holding far more memory than it uses. Two arenas is sharp's own advice for glibc. V8 sizes its
// heap from the machine's memory and, on a large one, lets garbage pile up to hundreds of MB before
// collecting; the old space is bounded with room above what the server keeps alive after hours of
// traffic. Its young generation is kept small: a request's garbage dies young either way, and a
// larger one only holds more memory under load (docs/architecture.md, "The server's memory"; the
// figures in docs/performance.md, "Figures behind the code's choices").
// glibc maps a block of its own, given back when freed, only past a threshold it raises after each
// large block freed, up to 32 MB: the pixels of a picture and brotli's tables then come from the
// heap, which keeps what they leave free. Fixed at 1 MB, those go back to the system when freed,
// while a request's smaller blocks are still reused from the heap.
export const SITE_MEMORY = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '1048576',
  NODE_OPTIONS: '--max-old-space-size=192 --max-semi-space-size=4',
};
