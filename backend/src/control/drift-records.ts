// The drifted records of the drift control (drift.ts): what a real API's answers look like after
// a change nobody announced, each a plausible variant of the documented shape (backend/API.md).

export type Json = Record<string, unknown>;

/** Records drifted in lists; half of them get a gender, or a post section, the site does not know. */
const isDrifted = (id: number) => id % 7 === 3;
const isUnknownValue = (id: number) => id % 14 === 3;

export function driftAnswer(route: string, json: Json): Json {
  if (route === '/api/talents') return list(json, talentSummary, { name: '', gender: 'woman' });
  if (route === '/api/talent/profile') return { ...json, data: talent(json.data as Json) };
  if (route === '/api/talents/attributes') return attributes(json);
  if (route === '/api/entities/blog') return postPage(json);
  if (route.startsWith('/api/entities/blog/slug/'))
    return { ...json, data: post(json.data as Json) };
  if (route === '/api/website-texts')
    return list(json, extraField, { value: { es: 'Sin nombre' } }, every);
  if (route === '/api/website-images') return websiteImages(json);
  if (route === '/api/customizations') return { ...json, data: customizations(json.data as Json) };
  if (route === '/api/social-medias') return list(json, extraField, { name: 'tiktok' }, every);
  if (route.startsWith('/api/slides/'))
    return list(json, slide, { id: 999, title: 'No picture', image: null }, every);
  return json;
}

const ids = (items: Json[]) => items.map((item) => ({ ...item, id: String(item.id) }));
const oneInSeven = (record: Json) => isDrifted(Number(record.id));
const every = () => true;

/** The records chosen drifted, and one that cannot be shown added at the end. */
function list(
  json: Json,
  drift: (record: Json) => Json,
  unshowable: Json,
  chosen: (record: Json) => boolean = oneInSeven,
): Json {
  const data = (json.data as Json[]).map((record) => (chosen(record) ? drift(record) : record));
  return { ...json, data: [...data, unshowable] };
}

const extraField = (record: Json): Json => ({ ...record, updated_at: '2026-01-01T00:00:00Z' });

function talentSummary(record: Json): Json {
  const id = Number(record.id);
  const measures = (record.measures ?? {}) as Record<string, string | null>;
  return {
    ...extraField(record),
    id: String(id),
    gender: isUnknownValue(id) ? 'non-binary' : String(record.gender).toUpperCase(),
    cover2: record.cover2 ?? '',
    city: record.city ?? '',
    categories: (record.categories as { id: number }[]).map((category) => category.id).join(','),
    // '178/5.10' sent as 178: the metric part, as a number.
    measures: Object.fromEntries(
      Object.entries(measures).map(([key, value]) => {
        const metric = /^(\d+)\/[\d.]+$/.exec(value ?? '')?.[1];
        return [key, metric ? Number(metric) : value];
      }),
    ),
  };
}

function talent(record: Json): Json {
  const { instagram, ...rest } = talentSummary(record);
  const galleries = record.galleries as Record<string, Json[]>;
  return {
    ...rest,
    id: String(record.id),
    // A renamed field: the site no longer finds the handle.
    instagram_handle: instagram,
    skills: ((record.skills ?? []) as string[]).join(', '),
    media_id: record.media_id === null ? '' : String(record.media_id),
    about: record.about ?? '',
    galleries: {
      // The first picture without its size; an item without its file.
      book: (galleries.book ?? []).map((item, at) =>
        at === 0 ? { id: item.id, file: item.file } : item,
      ),
      snap: [...ids(galleries.snap ?? []), { id: 'x' }],
      compo: ids(galleries.compo ?? []),
      // The first video on a provider the site does not play; the others' names capitalized.
      video: (galleries.video ?? []).map((item, at) =>
        at === 0
          ? {
              ...item,
              provider: 'dailymotion',
              url: `https://www.dailymotion.com/video/x${String(item.id)}`,
            }
          : { ...item, provider: String(item.provider).replace(/^./, (c) => c.toUpperCase()) },
      ),
    },
  };
}

function attributes(json: Json): Json {
  const options = (items: unknown) =>
    Array.isArray(items) ? [...ids(items as Json[]), { id: 9999 }] : items;
  return {
    countries: options(json.countries),
    eyes: options(json.eyes),
    cities: options(json.cities),
  };
}

function postPage(json: Json): Json {
  const { total: _total, ...page } = list(json, post, { id: 0, slug: '', title: '' });
  return { ...page, current_page: String(json.current_page) };
}

function post(record: Json): Json {
  const id = Number(record.id);
  const item = (entry: Json) => ({
    ...entry,
    id: String(entry.id),
    language: String(entry.language).toUpperCase(),
    published_at: '',
    thumbnail: entry.thumbnail || null,
  });
  return {
    ...extraField(item(record)),
    section: isUnknownValue(id) ? 'events' : record.section,
    batch: record.batch ? 1 : 0,
    batchItems: ((record.batchItems ?? []) as Json[]).map(item),
  };
}

function websiteImages(json: Json): Json {
  const data = (json.data as Json[]).map((image, at) => {
    if (at === 0) return { ...image, width: String(image.width), height: String(image.height) };
    const { width: _width, height: _height, ...unsized } = image;
    return at === 1 ? unsized : image;
  });
  return { ...json, data: [...data, { name: 'no-picture', description: 'x' }] };
}

function customizations(data: Json): Json {
  const contact = (data.contact ?? {}) as Json;
  const address = (contact.address ?? {}) as Json;
  return {
    ...data,
    theme: { color: 'black' },
    contact: {
      ...contact,
      address: {
        ...address,
        postal_code: Number(address.postal_code) || address.postal_code,
        lat: String(address.lat),
        lng: String(address.lng),
      },
    },
  };
}

function slide(record: Json): Json {
  const image = record.image as Json;
  const translations = record.translations as Json;
  return {
    ...record,
    id: String(record.id),
    image: { mobile: image.mobile, desktop: image.desktop },
    translations: Object.keys(translations).length > 0 ? translations : [],
  };
}
