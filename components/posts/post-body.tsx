import { getTranslations } from 'next-intl/server';

import richText from '@/components/content/rich-text.module.css';
import { VideoPlayer } from '@/components/ui/video-player';
import type { Locale } from '@/lib/i18n/routing';
import { splitPlayers } from '@/lib/posts/players';
import { videoEmbed } from '@/lib/video/embed';

import styles from './post-page.module.css';

type Props = { html: string; title: string; lang?: string; locale: Locale };

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A post's content (sanitized panel HTML) with each video player standing on its own drawn as our
 * poster and play button (components/ui/video-player.tsx): nothing is asked of a provider until
 * the visitor plays.
 */
export async function PostBody({ html, title, lang, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Posts' });
  const parts = splitPlayers(html);
  const players = parts.filter((part) => part.kind === 'player');
  return (
    <div className={`rich-text ${richText.text} ${styles.body}`} lang={lang}>
      {parts.map((part, index) => {
        if (part.kind === 'html')
          return (
            <div
              key={index}
              className={styles.chunk}
              dangerouslySetInnerHTML={{ __html: part.html }}
            />
          );
        const embed = videoEmbed(part.src);
        if (!embed) return null;
        const number = players.indexOf(part) + 1;
        return (
          <VideoPlayer
            key={index}
            src={embed.src}
            watchUrl={embed.watchUrl}
            className={styles.contentVideo}
            labels={{
              play: t('playContent', { index: number }),
              loading: t('filmLoading'),
              unavailable: t('filmUnavailable'),
              watch: t('watchOn', { provider: PROVIDERS[embed.provider] }),
              frame: t('contentPlayer', { index: number, title }),
            }}
          />
        );
      })}
    </div>
  );
}
