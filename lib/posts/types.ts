// Posts as the site reasons about them: the panel adapter (lib/panel) maps its answers into
// these types, so they stay strict here.

export type Section = 'news' | 'magazine';

export type PostItem = {
  id: number;
  slug: string;
  title: string;
  cover: string;
  thumbnail: string;
  language: string;
  content: string;
  publishedAt: string;
};

export type Post = PostItem & { section: Section; batch: boolean; batchItems: PostItem[] };

export type PostPage = { posts: Post[]; page: number; lastPage: number; total: number };

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
