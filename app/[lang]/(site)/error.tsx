'use client';

import { useEffect } from 'react';
import { describeError } from '@/lib/errors';
import { failProgress } from '@/lib/progress';
import { ErrorView } from '@/components/errors/error-view';
import { isChunkLoadError, reloadForChunkError } from '@/components/layout/chunk-reload';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    failProgress();
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  const { status, message } = describeError(error);
  return <ErrorView status={status} message={message} onRetry={reset} />;
}
