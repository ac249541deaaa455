import { afterEach, describe, expect, it, vi } from 'vitest';

import { mediaUrl } from '@/lib/env/public.mjs';
import { fakeBackend, warnings } from '@/tests/unit/fake-backend';

// The panel API's answers, documented and drifted, through the real client, readers and mappers
// (lib/api-client/records.ts): what the pages get, and what is logged.

vi.mock('../api-client/cache', () => ({
  TAGS: {},
  postTag: (slug: string) => `post:${slug}`,
  cachedRead: (_name: string, _tag: string, read: unknown) => read,
}));

const { getPostBySlug, getPosts, getSiteContent, getSlides } = await import('./index');

const item = (id: number, language: string) => ({
  id,
  slug: `post-${id}-${language}`,
  title: `Post ${id} ${language}`,
  cover: `/storage/posts/${id}.jpg`,
  thumbnail: `/storage/posts/${id}-thumb.jpg`,
  language,
  content: '<p>Text</p>',
  published_at: '2026-03-01',
});

const post = (id: number, section = 'news') => ({
  ...item(id, 'es'),
  section,
  batch: false,
  batchItems: [],
});

const page = (data: unknown, extra: Record<string, unknown> = {}) => ({
  json: { data, current_page: 1, last_page: 3, per_page: 20, total: 50, ...extra },
});

afterEach(() => vi.unstubAllGlobals());

describe('post lists', () => {
  it('keep every post they can use, and leave out unknown sections and languages', async () => {
    fakeBackend({
      '/api/entities/blog': page([
        post(1),
        { ...post(2), id: '2', batch: 0 },
        { ...post(3), batch: '1', batchItems: [item(31, 'EN'), item(32, 'fr'), { id: 33 }] },
        { ...post(4), section: 'events' },
        { ...post(5), language: 'fr' },
        { ...post(6), language: 'en-GB', published_at: '', thumbnail: null, views: 12 },
        { ...post(7), title: '' },
        { ...post(8), batch: 'true' },
      ]),
    });
    const lines = await warnings(async () => {
      const { posts, page: current, lastPage } = await getPosts('news', 1, 20);
      expect([current, lastPage]).toEqual([1, 3]);
      expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 6, 8]);
      const [, second, third, sixth, eighth] = posts;
      expect(second?.batch).toBe(false);
      expect(third?.batch).toBe(true);
      expect(third?.batchItems.map((i) => [i.id, i.language])).toEqual([[31, 'en']]);
      expect(sixth).toMatchObject({ language: 'en', publishedAt: '', thumbnail: '' });
      expect(eighth?.batch).toBe(true);
    });
    expect(lines).toContainEqual(expect.stringContaining('panel post 2 adjusted: id = "2"'));
    expect(lines).toContainEqual(
      expect.stringContaining('panel post 4 dropped: section = "events"'),
    );
    expect(lines).toContainEqual(expect.stringContaining('panel post 5 dropped: language = "fr"'));
    expect(lines).toContainEqual(expect.stringContaining('panel post 7 dropped: title = ""'));
    expect(lines.some((line) => line.includes('panel post 1 '))).toBe(false);
  });

  it('read a page without its numbers as the last one, and page numbers sent as text', async () => {
    fakeBackend({
      '/api/entities/blog': page({ 0: post(11) }, { current_page: '2', last_page: undefined }),
    });
    await warnings(async () => {
      expect(await getPosts('news', 2, 20)).toMatchObject({ page: 2, lastPage: 2, total: 50 });
    });
  });
});

describe('a post', () => {
  it('shows everything else when a field is odd', async () => {
    fakeBackend({
      '/api/entities/blog/slug/odd': {
        json: {
          data: {
            ...post(21, 'magazine'),
            id: '21',
            cover: null,
            content: null,
            batch: 1,
            batchItems: 'none',
          },
        },
      },
    });
    await warnings(async () => {
      expect(await getPostBySlug('odd')).toMatchObject({
        id: 21,
        section: 'magazine',
        cover: '',
        content: '',
        batch: true,
        batchItems: [],
      });
    });
  });

  it('in a section the site does not have is not found; one without a title is an outage', async () => {
    fakeBackend({
      '/api/entities/blog/slug/events': { json: { data: post(22, 'events') } },
      '/api/entities/blog/slug/untitled': { json: { data: { ...post(23), title: null } } },
    });
    await warnings(async () => {
      await expect(getPostBySlug('events')).rejects.toMatchObject({ code: 'not_found' });
      await expect(getPostBySlug('untitled')).rejects.toMatchObject({
        code: 'backend_bad_response',
      });
    });
  });
});

const documentedContent = {
  '/api/website-texts': {
    json: { data: [{ name: 'about', value: { es: '<p>Hola</p>', en: '<p>Hi</p>', pt: null } }] },
  },
  '/api/website-images': {
    json: {
      data: [
        {
          name: 'hero',
          mobile: '/storage/m.jpg',
          desktop: '/storage/d.jpg',
          description: 'Hero',
          width: 1600,
          height: 900,
        },
      ],
    },
  },
  '/api/customizations': {
    json: {
      data: {
        brand: {
          name: 'Maison',
          booking_provider: { name: 'Booker', url: 'https://booker.example' },
        },
        contact: {
          emails: [{ department: { es: 'Prensa', en: 'Press', pt: 'Imprensa' }, email: 'p@x.es' }],
          phones: [{ label: { es: 'Oficina', en: 'Office', pt: 'Escritório' }, number: '+34 1' }],
          address: {
            street: 'Calle 1',
            postal_code: '28001',
            city: 'Madrid',
            country: 'España',
            lat: 40.4,
            lng: -3.7,
          },
          instagram: 'maison',
        },
      },
    },
  },
  '/api/social-medias': { json: { data: [{ name: 'instagram', url: 'https://instagram.com/m' }] } },
};

describe('website content', () => {
  it('reads the documented answers without a word in the log', async () => {
    fakeBackend(documentedContent);
    const lines = await warnings(async () => {
      const content = await getSiteContent();
      expect(content.texts.about).toEqual({ es: '<p>Hola</p>', en: '<p>Hi</p>', pt: null });
      expect(content.customizations.contact.address).toMatchObject({
        lat: 40.4,
        postalCode: '28001',
      });
    });
    expect(lines).toEqual([]);
  });

  it('shows what it can of texts, images, customizations and social medias that drifted', async () => {
    fakeBackend({
      '/api/website-texts': {
        json: {
          data: [
            { name: 'about', value: 'One text for every language' },
            { name: 'empty' },
            { value: { es: 'No name' } },
          ],
        },
      },
      '/api/website-images': {
        json: {
          data: [
            { name: 'hero', desktop: '/storage/d.jpg', width: '1600', height: '900' },
            {
              name: 'unsized',
              mobile: '/storage/m.jpg',
              desktop: '/storage/d.jpg',
              description: null,
            },
            { name: 'no-picture', description: 'x' },
          ],
        },
      },
      '/api/customizations': {
        json: {
          data: {
            brand: { name: 'Maison', booking_provider: { url: 'https://booker.example/a' } },
            contact: {
              emails: [
                { department: 'Press', email: 'p@x.es' },
                { department: { es: 'Sin correo' } },
              ],
              phones: [],
              address: {
                street: 'Calle 1',
                postal_code: 28001,
                city: 'Madrid',
                country: 'España',
                lat: '40.4',
                lng: '-3.7',
              },
              instagram: '',
            },
            theme: { color: 'black' },
          },
        },
      },
      '/api/social-medias': {
        json: { data: [{ name: 'instagram', url: 'https://instagram.com/m' }, { name: 'tiktok' }] },
      },
    });
    const lines = await warnings(async () => {
      const content = await getSiteContent();
      expect(content.texts).toEqual({
        about: {
          es: 'One text for every language',
          en: 'One text for every language',
          pt: 'One text for every language',
        },
        empty: { es: null, en: null, pt: null },
      });
      expect(content.images.hero).toMatchObject({
        mobile: mediaUrl('/storage/d.jpg'),
        desktop: mediaUrl('/storage/d.jpg'),
        width: 1600,
        height: 900,
      });
      expect(content.images.unsized).toMatchObject({ width: 1920, height: 1080, description: '' });
      expect(content.images).not.toHaveProperty('no-picture');
      expect(content.customizations.brand.bookingProvider).toEqual({
        name: 'booker.example',
        url: 'https://booker.example/a',
      });
      expect(content.customizations.contact).toEqual({
        emails: [{ department: { es: 'Press', en: 'Press', pt: 'Press' }, email: 'p@x.es' }],
        phones: [],
        address: {
          street: 'Calle 1',
          postalCode: '28001',
          city: 'Madrid',
          country: 'España',
          lat: 40.4,
          lng: -3.7,
        },
        instagram: null,
      });
      expect(content.socialMedias).toEqual([{ name: 'instagram', url: 'https://instagram.com/m' }]);
    });
    expect(lines).toContainEqual(expect.stringContaining('panel website text'));
    expect(lines).toContainEqual(expect.stringContaining('panel website image no-picture dropped'));
    expect(lines).toContainEqual(
      expect.stringContaining(
        'panel customizations settings adjusted: contact.emails[].department = "Press"',
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('social media tiktok dropped: url = missing'),
    );
  });

  it('keeps the contact page without an address whose place cannot be read', async () => {
    const customizations = documentedContent['/api/customizations'].json.data;
    fakeBackend({
      ...documentedContent,
      '/api/customizations': {
        json: {
          data: {
            ...customizations,
            contact: { ...customizations.contact, address: { street: 'Calle 1', lat: 'north' } },
          },
        },
      },
    });
    await warnings(async () => {
      const content = await getSiteContent();
      expect(content.customizations.contact.address).toBeNull();
      expect(content.customizations.contact.emails).toHaveLength(1);
    });
  });
});

describe('slides', () => {
  it('keep every slide with a picture, whatever else is odd', async () => {
    const slide = {
      id: 1,
      title: 'Spring',
      subtitle: null,
      link: '/news',
      image: { mobile: '/storage/s-m.jpg', desktop: '/storage/s-d.jpg', width: 1920, height: 900 },
      translations: { en: { title: 'Spring EN', subtitle: null, link: null } },
    };
    fakeBackend({
      '/api/slides/home': {
        json: {
          data: [
            slide,
            { ...slide, id: '2', translations: [], title: null },
            { ...slide, id: 3, image: { desktop: '/storage/s-d.jpg' } },
            { ...slide, id: 4, image: null },
          ],
        },
      },
    });
    const lines = await warnings(async () => {
      const slides = await getSlides('home');
      expect(slides.map((s) => s.id)).toEqual([1, 2, 3]);
      expect(slides[1]).toMatchObject({ title: '', translations: {} });
      expect(slides[2]?.image).toEqual({
        mobile: mediaUrl('/storage/s-d.jpg'),
        desktop: mediaUrl('/storage/s-d.jpg'),
        width: 1920,
        height: 1080,
      });
    });
    expect(lines).toContainEqual(expect.stringContaining('panel slide 4 dropped: image = null'));
    expect(lines).toContainEqual(expect.stringContaining('panel slide 2 adjusted:'));
  });

  it('are an outage when the answer is an HTML page', async () => {
    fakeBackend({
      '/api/slides/home': () =>
        new Response('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    await warnings(async () => {
      await expect(getSlides('home')).rejects.toMatchObject({ code: 'backend_bad_response' });
    });
  });
});
