import { getTranslations } from 'next-intl/server';

import { ErrorView } from '@/components/errors/error-view';

export default async function NotFound() {
  const t = await getTranslations('Error');
  return <ErrorView status={404} message={t('notFound')} />;
}
