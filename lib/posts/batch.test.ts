import { describe, expect, it } from 'vitest';

import { chooseBatchItem } from './batch';

const item = (language: string, slug: string, title: string) => ({
  id: 1,
  slug,
  title,
  language,
  cover: '',
  thumbnail: '',
  content: `<p>${title}</p>`,
  publishedAt: '',
});
const batch = {
  ...item('es', 'nuevas-caras-2025', 'Nuevas caras 2025'),
  cover: 'https://m/storage/cover.jpg',
  thumbnail: 'https://m/storage/thumb.jpg',
  section: 'news' as const,
  batch: true,
  batchItems: [
    item('es', 'nuevas-caras-2025-es', 'Nuevas caras 2025'),
    item('en', 'new-faces-2025', 'New faces 2025'),
    item('pt', 'novos-rostos-2025', 'Novos rostos 2025'),
  ],
};

describe('chooseBatchItem', () => {
  it('shows the batch item in the current language when the post is in another', () => {
    const shown = chooseBatchItem(batch, 'en');
    expect(shown).toMatchObject({
      slug: 'new-faces-2025',
      title: 'New faces 2025',
      content: '<p>New faces 2025</p>',
      language: 'en',
    });
  });

  it('keeps the post cover and thumbnail when the item has none', () => {
    expect(chooseBatchItem(batch, 'pt')).toMatchObject({
      cover: 'https://m/storage/cover.jpg',
      thumbnail: 'https://m/storage/thumb.jpg',
    });
  });

  it('shows the post itself when it is in the current language', () => {
    expect(chooseBatchItem(batch, 'es')).toBe(batch);
  });

  it('shows the post itself when it is not a batch or has no item in the language', () => {
    const single = { ...batch, batch: false };
    expect(chooseBatchItem(single, 'en')).toBe(single);
    const noEnglish = { ...batch, batchItems: batch.batchItems.filter((i) => i.language !== 'en') };
    expect(chooseBatchItem(noEnglish, 'en')).toBe(noEnglish);
  });

  it('works on the lean list items too', () => {
    const lean = {
      slug: 'a',
      title: 'A',
      language: 'es',
      batch: true,
      batchItems: [{ slug: 'b', title: 'B', language: 'en' }],
    };
    expect(chooseBatchItem(lean, 'en')).toMatchObject({ slug: 'b', title: 'B' });
  });
});
