import { getTranslations } from 'next-intl/server';

import type { SocialFeed } from '@/lib/content/social-feed';
import type { Locale } from '@/lib/i18n/routing';

import { SocialFeedSection } from './social-feed-section';

/** The home's Instagram section in the page's language. */
export async function HomeSocialFeed({ locale, feed }: { locale: Locale; feed: SocialFeed }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const handle = feed.profile.handle;
  const labels = {
    title: t('feedTitle'),
    follow: t('feedFollow', { handle }),
    note: t('feedNote', { provider: feed.embed.host }),
    show: t('feedShow'),
    loading: t('feedLoading'),
    frame: t('feedFrame', { handle }),
    failed: t('feedFailed'),
    open: t('feedOpen'),
  };
  return <SocialFeedSection feed={feed} labels={labels} />;
}
