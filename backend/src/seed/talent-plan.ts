import { CATEGORY_IDS, type GalleryName, type Gender } from '../types.js';
import type { BioKind } from './biographies.js';
import type { Body } from './measures.js';

/** A kind of talent on the agency's boards: its categories, body and the odds of its details. */
export interface Kind {
  gender: Gender;
  body: Body;
  categories: number[];
  ages: [number, number];
  bio: BioKind;
  aboutChance: number;
  /** Probability of living outside Spain (the agency is in Madrid). */
  abroad: number;
  skills: string[];
}

const MODEL_SKILLS = [
  'dance',
  'riding',
  'swimming',
  'yoga',
  'tennis',
  'surf',
  'english',
  'french',
  'driving',
  'gymnastics',
];
const ACTOR_SKILLS = [
  'acting',
  'stageCombat',
  'voiceOver',
  'singing',
  'dance',
  'english',
  'riding',
  'boxing',
  'guitar',
  'driving',
];
const CREATIVE_SKILLS = [
  'photography',
  'styling',
  'makeup',
  'illustration',
  'content',
  'english',
  'french',
  'dance',
];
const KID_SKILLS = [
  'dance',
  'ballet',
  'swimming',
  'gymnastics',
  'skate',
  'piano',
  'singing',
  'english',
];

const { models, talents, creative, kids, actors, international, curvy, newFaces } = CATEGORY_IDS;

/** Girls and boys differ only in gender and body. */
function kid(): Omit<Kind, 'gender' | 'body'> {
  return {
    categories: [talents, kids],
    ages: [5, 12],
    bio: 'kid',
    aboutChance: 0.1,
    abroad: 0,
    skills: KID_SKILLS,
  };
}

export const KINDS = {
  modelWoman: {
    gender: 'woman',
    body: 'woman',
    categories: [models],
    ages: [18, 30],
    bio: 'model',
    aboutChance: 0.25,
    abroad: 0.2,
    skills: MODEL_SKILLS,
  },
  modelMan: {
    gender: 'man',
    body: 'man',
    categories: [models],
    ages: [19, 34],
    bio: 'model',
    aboutChance: 0.2,
    abroad: 0.2,
    skills: MODEL_SKILLS,
  },
  internationalWoman: {
    gender: 'woman',
    body: 'woman',
    categories: [models, international],
    ages: [19, 30],
    bio: 'model',
    aboutChance: 0.2,
    abroad: 1,
    skills: MODEL_SKILLS,
  },
  internationalMan: {
    gender: 'man',
    body: 'man',
    categories: [models, international],
    ages: [20, 33],
    bio: 'model',
    aboutChance: 0.2,
    abroad: 1,
    skills: MODEL_SKILLS,
  },
  actorWoman: {
    gender: 'woman',
    body: 'woman',
    categories: [models, actors],
    ages: [22, 48],
    bio: 'actor',
    aboutChance: 0.5,
    abroad: 0.15,
    skills: ACTOR_SKILLS,
  },
  actorMan: {
    gender: 'man',
    body: 'man',
    categories: [models, actors],
    ages: [22, 55],
    bio: 'actor',
    aboutChance: 0.5,
    abroad: 0.15,
    skills: ACTOR_SKILLS,
  },
  actorInternational: {
    gender: 'woman',
    body: 'woman',
    categories: [models, actors, international],
    ages: [24, 40],
    bio: 'actor',
    aboutChance: 0.5,
    abroad: 1,
    skills: ACTOR_SKILLS,
  },
  curvy: {
    gender: 'woman',
    body: 'curvy',
    categories: [models, curvy],
    ages: [20, 36],
    bio: 'model',
    aboutChance: 0.25,
    abroad: 0.25,
    skills: MODEL_SKILLS,
  },
  creativeWoman: {
    gender: 'woman',
    body: 'woman',
    categories: [talents, creative],
    ages: [24, 42],
    bio: 'creative',
    aboutChance: 0.8,
    abroad: 0.3,
    skills: CREATIVE_SKILLS,
  },
  creativeMan: {
    gender: 'man',
    body: 'man',
    categories: [talents, creative],
    ages: [24, 45],
    bio: 'creative',
    aboutChance: 0.8,
    abroad: 0.3,
    skills: CREATIVE_SKILLS,
  },
  kidGirl: { gender: 'woman', body: 'girl', ...kid() },
  kidBoy: { gender: 'man', body: 'boy', ...kid() },
  newFaceWoman: {
    gender: 'woman',
    body: 'woman',
    categories: [newFaces],
    ages: [16, 19],
    bio: 'model',
    aboutChance: 0.1,
    abroad: 0.3,
    skills: MODEL_SKILLS,
  },
  newFaceMan: {
    gender: 'man',
    body: 'man',
    categories: [models, newFaces],
    ages: [17, 20],
    bio: 'model',
    aboutChance: 0.1,
    abroad: 0.3,
    skills: MODEL_SKILLS,
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;

export type GalleryCounts = Record<GalleryName, number>;

/** What a talent must be; anything left out is drawn from the seeded PRNG. */
export interface Plan {
  kind: KindName;
  first?: string;
  surname?: string;
  country?: number;
  city?: string;
  birthdate?: string;
  about?: boolean;
  galleries?: GalleryCounts;
  cover2?: boolean;
  brazilianShoes?: boolean;
}

/**
 * Talents 1..10 are fixed so tests and demos can rely on them (documented in backend/README.md).
 * Each one pins the property it exists for; the rest of its details still come from the PRNG.
 */
export const FIXED_PLANS: readonly Plan[] = [
  {
    kind: 'modelWoman',
    first: 'Lucía',
    surname: 'Navarro',
    country: 724,
    city: 'Madrid',
    birthdate: '2001-04-12',
    about: true,
    cover2: true,
    galleries: { book: 6, snap: 4, compo: 5, video: 2 },
  },
  {
    kind: 'modelMan',
    first: 'Hugo',
    surname: 'Ferrer',
    country: 724,
    city: 'Barcelona',
    about: false,
    cover2: false,
    galleries: { book: 4, snap: 3, compo: 0, video: 0 },
  },
  {
    kind: 'creativeWoman',
    first: 'Inès',
    surname: 'Moreau',
    country: 250,
    city: 'Paris',
    about: true,
    cover2: true,
    galleries: { book: 5, snap: 2, compo: 3, video: 1 },
  },
  {
    kind: 'kidGirl',
    first: 'Candela',
    surname: 'Ruiz',
    country: 724,
    city: 'Madrid',
    birthdate: '2016-03-14',
    about: false,
    cover2: false,
    galleries: { book: 0, snap: 4, compo: 2, video: 0 },
  },
  {
    kind: 'actorMan',
    first: 'Mateo',
    surname: 'Castillo',
    country: 724,
    city: 'Sevilla',
    about: true,
    cover2: true,
    galleries: { book: 4, snap: 2, compo: 3, video: 2 },
  },
  {
    kind: 'internationalWoman',
    first: 'Gabriela',
    surname: 'Santos',
    country: 76,
    city: 'São Paulo',
    about: false,
    cover2: true,
    brazilianShoes: true,
    galleries: { book: 5, snap: 3, compo: 4, video: 1 },
  },
  {
    kind: 'curvy',
    first: 'Valentina',
    surname: 'Rojas',
    country: 724,
    city: 'Valencia',
    about: false,
    cover2: true,
    galleries: { book: 4, snap: 2, compo: 3, video: 0 },
  },
  {
    kind: 'newFaceWoman',
    first: 'Aitana',
    surname: 'Lozano',
    country: 724,
    city: 'Bilbao',
    about: false,
    cover2: false,
    galleries: { book: 3, snap: 3, compo: 2, video: 0 },
  },
  {
    kind: 'creativeMan',
    first: 'Marco',
    surname: 'De Luca',
    country: 380,
    city: 'Milano',
    about: false,
    cover2: true,
    galleries: { book: 4, snap: 2, compo: 2, video: 1 },
  },
  {
    kind: 'actorInternational',
    first: 'Olivia',
    surname: 'Bennett',
    country: 826,
    city: 'London',
    about: true,
    cover2: false,
    galleries: { book: 0, snap: 0, compo: 0, video: 2 },
  },
];

/**
 * Generated talents (id 11 on) cycle through these, so every board is filled whatever the count.
 */
export const KIND_CYCLE: readonly KindName[] = [
  'modelWoman',
  'modelMan',
  'internationalWoman',
  'actorMan',
  'curvy',
  'creativeWoman',
  'kidGirl',
  'newFaceWoman',
  'modelWoman',
  'modelMan',
  'internationalMan',
  'actorWoman',
  'creativeMan',
  'kidBoy',
  'newFaceMan',
  'curvy',
];
