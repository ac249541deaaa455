'use client';

import { useEffect } from 'react';

import { isChunkLoadError, reloadForChunkError } from '@/components/layout/chunk-reload';
import { failProgress } from '@/components/layout/progress';
import { describeError } from '@/lib/errors';

import { ErrorView } from './error-view';

export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * What an error boundary (error.tsx) shows: the error's status and message with a retry. It stops
 * the progress bar, and reloads the page once when a script chunk failed to load.
 */
export function RouteError({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    failProgress();
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  const { status, message } = describeError(error);
  return <ErrorView status={status} message={message} onRetry={reset} />;
}
