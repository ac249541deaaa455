import type { Section } from '../panel/types';

// What the news and magazine lists need of a post; kept lean because later pages travel as JSON.
export type CardCover =
  | { kind: 'image'; src: string; width: number; height: number; player: boolean }
  | { kind: 'video'; src: string; poster: string | null; width: number; height: number }
  | { kind: 'none' };

export type CardItem = { slug: string; title: string; language: string };

export type PostCardData = CardItem & {
  id: number;
  publishedAt: string;
  cover: CardCover;
  batch: boolean;
  batchItems: CardItem[];
};

export type PostsPage = { section: Section; posts: PostCardData[]; page: number; lastPage: number };
