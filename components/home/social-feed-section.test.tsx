import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { feedEmbed } from '@/lib/env/social-feed.mjs';
import en from '@/messages/en/content.json';
import es from '@/messages/es/content.json';
import pt from '@/messages/pt/content.json';

import { SocialFeedSection } from './social-feed-section';

const embed = feedEmbed('https://snapwidget.com/embed/1234567');
if (!embed) throw new Error('bad embed');
const feed = {
  profile: { handle: 'lumenmodels', url: 'https://www.instagram.com/lumenmodels/' },
  embed,
};
const labels = {
  title: 'On Instagram',
  follow: 'Follow @lumenmodels',
  note: 'Our latest posts are shown by snapwidget.com, an outside service. Nothing loads from it until you ask.',
  show: 'Show the latest posts',
  loading: 'Loading the posts…',
  frame: 'Latest Instagram posts of @lumenmodels',
  failed: 'The posts could not be loaded.',
  open: 'See them on Instagram',
};

describe('SocialFeedSection', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => vi.unstubAllGlobals());

  it('is our own markup: heading, follow link, the line naming the provider, and the button', () => {
    render(<SocialFeedSection feed={feed} labels={labels} />);
    const section = screen.getByRole('region', { name: 'On Instagram' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('On Instagram');
    const follow = within(section).getByRole('link', { name: 'Follow @lumenmodels' });
    expect(follow).toHaveAttribute('href', 'https://www.instagram.com/lumenmodels/');
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section).toHaveTextContent('shown by snapwidget.com');
    expect(within(section).getByRole('button', { name: 'Show the latest posts' })).toBeVisible();
    expect(section.querySelector('iframe')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no frame and no address a browser would load in the server HTML', () => {
    const html = renderToString(<SocialFeedSection feed={feed} labels={labels} />);
    expect(html).not.toMatch(/<iframe|<script|<img|<link/);
    expect(html).not.toContain('snapwidget.com/embed');
    expect(html).toContain('Show the latest posts');
  });
});

describe('the section texts', () => {
  const keys = [
    'feedTitle',
    'feedFollow',
    'feedNote',
    'feedShow',
    'feedLoading',
    'feedFrame',
    'feedFailed',
    'feedOpen',
  ] as const;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

  it('exist in Spanish, English and Portuguese with the same placeholders', () => {
    for (const key of keys) {
      const texts = [es.Home[key], en.Home[key], pt.Home[key]];
      for (const text of texts) expect(text, key).toBeTruthy();
      const [first, ...others] = texts.map(placeholders);
      for (const other of others) expect(other, key).toEqual(first);
    }
    expect(placeholders(en.Home.feedNote)).toEqual(['provider']);
    expect(placeholders(en.Home.feedFrame)).toEqual(['handle']);
  });
});
