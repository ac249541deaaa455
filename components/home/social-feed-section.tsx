import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { InstagramIcon } from '@/components/ui/icons';
import type { SocialFeed } from '@/lib/content/social-feed';

import { FeedFrame, type FeedFrameLabels } from './feed-frame';
import homeStyles from './home.module.css';
import styles from './social-feed.module.css';

export type SocialFeedLabels = FeedFrameLabels & { title: string; follow: string; note: string };

/**
 * The home's Instagram section (docs/product.md, "Home"): our own markup (heading, follow link and
 * a line naming the provider) around the one client island, the button that swaps in the
 * provider's frame, which hydrates only when the section nears the viewport or is touched.
 */
export function SocialFeedSection({
  feed,
  labels,
}: {
  feed: SocialFeed;
  labels: SocialFeedLabels;
}) {
  const { title, follow, note, ...frameLabels } = labels;
  return (
    <section className={homeStyles.feed} aria-labelledby="home-feed">
      <div className={homeStyles.feedHead}>
        <h2 id="home-feed" className={homeStyles.sectionTitle}>
          {title}
        </h2>
        <a
          href={feed.profile.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`action-link ${homeStyles.more}`}
        >
          <InstagramIcon />
          {follow}
        </a>
      </div>
      <DeferredHydration className={styles.stage}>
        <p className={styles.note}>{note}</p>
        <FeedFrame embedUrl={feed.embed.url} profileUrl={feed.profile.url} labels={frameLabels} />
      </DeferredHydration>
    </section>
  );
}
