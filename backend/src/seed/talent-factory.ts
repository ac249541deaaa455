import type { GalleryName, Gender, Localized, Measures } from '../types.js';
import { makeBiography, withoutUntranslated } from './biographies.js';
import { makeMeasures } from './measures.js';
import type { MediaPool, PoolImage } from './media-pool.js';
import { NAMES } from './people.js';
import { cityId, COUNTRIES, countryOf, SPAIN } from './places.js';
import type { Random } from './random.js';
import {
  FIXED_PLANS,
  KIND_CYCLE,
  KINDS,
  type GalleryCounts,
  type Kind,
  type Plan,
} from './talent-plan.js';

export interface GalleryItem extends PoolImage {
  provider?: 'youtube' | 'vimeo';
  url?: string;
}

export interface TalentSeed {
  id: number;
  name: string;
  gender: Gender;
  birthdate: string;
  cityId: number;
  instagram: string | null;
  cover: string;
  cover2: string | null;
  measures: Measures;
  skills: string[];
  about: Localized | null;
  categories: number[];
  galleries: Record<GalleryName, GalleryItem[]>;
}

/** Public demo films (Blender Foundation and Vimeo staff picks), so embeds play in a browser. */
const VIDEO_URLS = [
  { provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { provider: 'vimeo', url: 'https://vimeo.com/76979871' },
  { provider: 'youtube', url: 'https://www.youtube.com/watch?v=eRsGyueVLvQ' },
  { provider: 'vimeo', url: 'https://vimeo.com/1084537' },
  { provider: 'youtube', url: 'https://www.youtube.com/watch?v=R6MlUcmOul8' },
] as const;

/** Ages are counted from a fixed day so a seed gives the same birthdates whenever it runs. */
const REFERENCE_YEAR = 2025;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function birthdate(random: Random, [min, max]: [number, number]): string {
  const year = REFERENCE_YEAR - random.int(min, max) - 1;
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function defaultGalleries(random: Random, kind: Kind): GalleryCounts {
  return {
    book: random.chance(0.1) ? 0 : random.int(3, 8),
    snap: random.int(0, 5),
    compo: random.chance(0.2) ? 0 : random.int(2, 5),
    video: kind.bio === 'kid' || random.chance(0.55) ? 0 : random.int(1, 2),
  };
}

function galleries(
  random: Random,
  pool: MediaPool,
  counts: GalleryCounts,
): TalentSeed['galleries'] {
  const stills = (count: number, landscapeChance: number) =>
    Array.from({ length: count }, () =>
      random.chance(landscapeChance) ? random.pick(pool.landscapes) : random.pick(pool.portraits),
    );
  const start = random.int(0, VIDEO_URLS.length - 1);
  return {
    book: stills(counts.book, 0.2),
    snap: stills(counts.snap, 0),
    compo: stills(counts.compo, 0),
    video: Array.from({ length: counts.video }, (_, i) => ({
      ...random.pick(pool.posters),
      ...VIDEO_URLS[(start + i) % VIDEO_URLS.length],
    })),
  };
}

export class TalentFactory {
  private readonly usedNames = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly pool: MediaPool,
  ) {}

  /** Plan for talent `id`: the fixed ones first, then the kind cycle. */
  static planFor(id: number): Plan {
    return (
      FIXED_PLANS[id - 1] ?? {
        kind: KIND_CYCLE[(id - 1 - FIXED_PLANS.length) % KIND_CYCLE.length] ?? 'modelWoman',
      }
    );
  }

  make(id: number): TalentSeed {
    const random = this.random;
    const plan = TalentFactory.planFor(id);
    const kind: Kind = KINDS[plan.kind];
    const country = countryOf(
      plan.country ?? (random.chance(kind.abroad) ? random.pick(COUNTRIES.slice(1)).id : SPAIN),
    );
    const city = plan.city ?? random.pick(country.cities);
    const { first, surname } = this.name(plan, kind.gender, country.region);
    const wantsAbout = plan.about ?? random.chance(kind.aboutChance);
    return {
      id,
      name: `${first} ${surname}`,
      gender: kind.gender,
      birthdate: plan.birthdate ?? birthdate(random, kind.ages),
      cityId: cityId(country.id, city),
      instagram:
        kind.bio === 'kid' || random.chance(0.1)
          ? null
          : `${ascii(first)}${random.pick(['.', '_', ''])}${ascii(surname)}`,
      cover: random.pick(this.pool.portraits).file,
      cover2: (plan.cover2 ?? random.chance(0.75)) ? random.pick(this.pool.portraits).file : null,
      measures: makeMeasures(
        random,
        kind.body,
        plan.brazilianShoes ?? (country.id === 76 && random.chance(0.7)),
      ),
      skills: random.sample(kind.skills, random.int(kind.bio === 'kid' ? 1 : 2, 5)),
      about: wantsAbout
        ? withoutUntranslated(
            id,
            makeBiography(random, kind.bio, { first, city, years: random.int(2, 12) }),
          )
        : null,
      categories: kind.categories,
      galleries: galleries(random, this.pool, plan.galleries ?? defaultGalleries(random, kind)),
    };
  }

  /**
   * Names are unique; after a few clashes a second surname is added, as Spanish names often have.
   */
  private name(
    plan: Plan,
    gender: Gender,
    region: keyof typeof NAMES,
  ): { first: string; surname: string } {
    const pool = NAMES[region];
    for (let attempt = 0; ; attempt++) {
      const first = plan.first ?? this.random.pick(gender === 'woman' ? pool.women : pool.men);
      let surname = plan.surname ?? this.random.pick(pool.surnames);
      if (attempt >= 5) surname = `${surname} ${this.random.pick(pool.surnames)}`;
      if (attempt >= 20) surname = `${surname} ${attempt}`;
      const full = `${first} ${surname}`;
      if (!this.usedNames.has(full)) {
        this.usedNames.add(full);
        return { first, surname };
      }
    }
  }
}
