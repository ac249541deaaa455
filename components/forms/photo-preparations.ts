'use client';

import { createContext, useContext, useState } from 'react';

/** The photos being prepared in a form (lib/photos/prepare.ts); a send waits for them. */
export type PhotoPreparations = {
  track(preparation: Promise<unknown>): void;
  /** Resolves once every photo chosen so far is prepared (or refused). */
  settled(): Promise<void>;
};

export function createPhotoPreparations(): PhotoPreparations {
  const pending = new Set<Promise<unknown>>();
  return {
    track(preparation) {
      const settled = preparation.catch(() => undefined);
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export const PhotoPreparationsContext = createContext<PhotoPreparations | null>(null);

/** One form's preparations, made once. */
export function usePhotoPreparations(): PhotoPreparations {
  const [preparations] = useState(createPhotoPreparations);
  return preparations;
}

/** The preparations of the form around; none outside such a form. */
export function useFormPhotoPreparations(): PhotoPreparations | null {
  return useContext(PhotoPreparationsContext);
}
