import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { FieldErrors } from '@/lib/errors';

/** Shows the errors the server found on the fields, as if the browser had found them. */
export function markFields<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: FieldErrors,
) {
  for (const [name, keys] of Object.entries(fields)) {
    setError(name as Path<T>, { type: 'server', message: keys[0] ?? 'invalid' });
  }
}
