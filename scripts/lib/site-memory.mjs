// The production site server's memory settings (README, "The production server's memory"), given
// by scripts/start.mjs unless the environment sets them, and to the bench's servers and ceilings.
// glibc gives each thread its own malloc arenas; with sharp's image threads that leaves the server
// holding far more memory than it uses. Two arenas is sharp's own advice for glibc. V8 sizes its
// heap from the machine's memory and, on a large one, lets garbage pile up to hundreds of MB before
// collecting; the old space is bounded with room above what the server keeps alive after hours of
// traffic. Its young generation is kept small: a request's garbage dies young either way, and a
// larger one only holds more memory under load (docs/architecture.md, "The server's memory"; the
// figures in docs/performance.md, "Figures behind the code's choices").
export const SITE_MEMORY = {
  MALLOC_ARENA_MAX: '2',
  NODE_OPTIONS: '--max-old-space-size=192 --max-semi-space-size=4',
};
