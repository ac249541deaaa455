import type { Db } from './db.js';
import { deleteExpiredEntries } from './repo/entries.js';

/**
 * Deletes, with their photos, the entries whose keep-until date has passed (API.md,
 * "Applications"): once as the back-end starts, then every `minutes`. An entry is kept through its
 * keep-until date and deleted from the next day on (UTC). Returns a function that stops it.
 */
export function scheduleRetention(
  db: Db,
  dataDir: string,
  minutes: number,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = () => {
    try {
      const deleted = deleteExpiredEntries(db, dataDir, now().toISOString().slice(0, 10));
      if (deleted.length > 0)
        console.log(
          `[backend] deleted ${deleted.length} entries past their keep-until date: #${deleted.join(', #')}`,
        );
    } catch (error) {
      console.error(
        '[backend] retention sweep failed:',
        error instanceof Error ? error.message : error,
      );
    }
  };
  sweep();
  const timer = setInterval(sweep, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
