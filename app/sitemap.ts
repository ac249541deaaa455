import type { MetadataRoute } from 'next';

import {
  ALIAS_PATHNAMES,
  routing,
  type AppPathname,
  type StaticPathname,
} from '@/lib/i18n/routing';
import type { Section } from '@/lib/posts/types';
import { languageUrls, type Href } from '@/lib/seo';
import { getPosts } from '@/lib/services/posts';
import { listTalents } from '@/lib/services/talents';
import { CATEGORY_IDS } from '@/lib/talents/constants.mjs';
import { talentSection } from '@/lib/talents/routes';

/** Every page in every language it exists in, each with its hreflang alternates and x-default. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticPaths = (Object.keys(routing.pathnames) as AppPathname[]).filter(
    (pathname): pathname is StaticPathname =>
      !pathname.includes('[') && !ALIAS_PATHNAMES.has(pathname),
  );
  const hrefs: Href[] = [...staticPaths, ...(await talentHrefs()), ...(await postHrefs())];
  return hrefs.flatMap((href) => entries(href));
}

function entries(href: Href): MetadataRoute.Sitemap {
  const languages = languageUrls(href);
  return routing.locales.flatMap((locale) => {
    const url = languages[locale];
    return url ? [{ url, alternates: { languages } }] : [];
  });
}

// Dynamic parts are best effort: with a back-end down the sitemap still lists every fixed page.
async function talentHrefs(): Promise<Href[]> {
  try {
    const lists = await Promise.all(
      [CATEGORY_IDS.models, CATEGORY_IDS.talents].map((category) =>
        listTalents({ categories: [category] }),
      ),
    );
    const seen = new Set<number>();
    return lists.flat().flatMap((talent) => {
      if (seen.has(talent.id)) return [];
      seen.add(talent.id);
      const pathname =
        talentSection(talent.categories) === 'models'
          ? '/models/[id]/[name]'
          : '/talents/[id]/[name]';
      return [{ pathname, params: { id: String(talent.id), name: talent.slug } } as Href];
    });
  } catch {
    return [];
  }
}

async function postHrefs(): Promise<Href[]> {
  const sections: Section[] = ['news', 'magazine'];
  try {
    const lists = await Promise.all(sections.map((section) => allPosts(section)));
    return lists.flat();
  } catch {
    return [];
  }
}

async function allPosts(section: Section): Promise<Href[]> {
  const hrefs: Href[] = [];
  for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
    const result = await getPosts(section, page, 100);
    lastPage = result.lastPage;
    for (const post of result.posts) {
      hrefs.push({
        pathname: section === 'news' ? '/news/[slug]' : '/magazine/[slug]',
        params: { slug: post.slug },
      } as Href);
    }
  }
  return hrefs;
}
