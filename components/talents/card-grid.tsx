'use client';

import { useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';

import { toast } from '@/components/layout/toast';
import type { FavoritesMap } from '@/lib/talents/favorite';
import type { TalentSection } from '@/lib/talents/routes';
import { useFavorites } from '@/stores/favorites';

import { drawCover, drawCoversNearViewport } from './card-covers';
import {
  filterFacts,
  readCards,
  unpackCard,
  type CardTalent,
  type PackedCard,
  type PackedCards,
} from './card-data';
import { cardsHtml, coverAttributes } from './card-markup';
import { describeGridCards, gridCards } from './grid-cards';

type Props = {
  id?: string;
  cards: PackedCards;
  /** Each section's profile path without id and name, in the page's language ('/en/models'). */
  sections: Record<TalentSection, string>;
  label: string;
  className?: string;
};

/**
 * A list's cards and their behaviour. The cards are written as one piece of markup from their
 * data (card-markup.ts), on the server and again in the browser, and get their behaviour by
 * delegation: their plain links are routed by the page's link listener, and each heart (from the
 * list) adds or removes its talent with a toast, showing the store's state in `aria-pressed`. So a
 * thousand cards hydrate as one element. Modified clicks and new tabs keep the browser's own
 * behaviour.
 */
export function CardGrid({ id, cards, sections, label, className }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const t = useTranslations('Favorites');
  const toggle = useFavorites((state) => state.toggle);
  // Read and unpacked when first needed (a browser render, a click, a hover, a filter), not while
  // hydrating.
  const packed = useMemo(() => {
    let read: PackedCard[] | null = null;
    return () => (read ??= readCards(cards));
  }, [cards]);
  const talents = useMemo(() => {
    let unpacked: Map<number, CardTalent> | null = null;
    return () => (unpacked ??= new Map(packed().map((card) => [card[0], unpackCard(card)])));
  }, [packed]);
  // Hydrating a page the server wrote, React keeps the cards it finds and never reads the markup:
  // writing a thousand cards again would only cost the phone a long task at start.
  const hydrating =
    useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating) &&
    typeof window !== 'undefined';
  const html = useMemo(
    () =>
      hydrating
        ? ''
        : cardsHtml(
            [...talents().values()].map((talent) => ({
              ...talent,
              href: hrefOf(talent),
              heartLabel: t('toggle', { name: talent.favorite.name }),
            })),
          ),
    // Not `hydrating`: once hydrated, the markup React found stays (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [talents, sections, t],
  );
  function hrefOf({ favorite }: CardTalent) {
    return `${sections[favorite.section]}/${favorite.id}/${encodeURIComponent(favorite.slug)}`;
  }
  const talentOf = useCallback(
    (card: Element | null) => talents().get(Number((card as HTMLElement | null)?.dataset.id)),
    [talents],
  );
  const coverOf = useCallback(
    (card: Element) => talentOf(card)?.favorite.cover ?? null,
    [talentOf],
  );

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let hearts: { button: HTMLButtonElement; id: string }[] | null = null;
    const show = (favorites: FavoritesMap) => {
      // Every heart is written unpressed: with no favorites yet, none needs reading.
      if (!hearts && Object.keys(favorites).length === 0) return;
      // Every card's heart, also of cards the filters have taken out, so they are right when put
      // back.
      hearts ??= gridCards(element).flatMap((card) => {
        const button = card.querySelector<HTMLButtonElement>(':scope > button');
        return button ? [{ button, id: card.dataset.id ?? '' }] : [];
      });
      for (const { button, id } of hearts) {
        const pressed = String(id in favorites);
        if (button.getAttribute('aria-pressed') !== pressed)
          button.setAttribute('aria-pressed', pressed);
      }
    };
    show(useFavorites.getState().favorites);
    return useFavorites.subscribe((state, previous) => {
      if (state.favorites !== previous.favorites) show(state.favorites);
    });
  }, [html]);

  // The list's filters read the cards from their data, when they first filter. Before paint: a
  // list mounted already filtered waits for it (use-card-filter.ts).
  useLayoutEffect(() => {
    if (list.current) describeGridCards(list.current, () => packed().map(filterFacts));
  }, [packed]);

  // Covers past the first cards are drawn as their cards near the viewport (card-covers.ts).
  useEffect(
    () => (list.current ? drawCoversNearViewport(list.current, coverOf) : undefined),
    [html, coverOf],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const heart = event.target.closest<HTMLButtonElement>('[data-id] > button');
    if (heart) {
      const talent = talentOf(heart.closest('[data-id]'))?.favorite;
      if (!talent) return;
      if (toggle(talent)) toast.success(t('add_favorite', { name: talent.name }));
      else toast.warning(t('remove_favorite', { name: talent.name }));
      return;
    }
    // Links are routed by the page's one link listener (components/layout/link-routing.ts).
  };

  const reveal = (event: { target: EventTarget }) => {
    if (!(event.target instanceof Element)) return;
    const card = event.target.closest<HTMLElement>('[data-id]');
    // Focus can reach a card before its cover is drawn (tabbing runs ahead of scrolling).
    drawCover(card, coverOf);
    drawHoverCover(card, talentOf(card));
  };

  // The markup is fixed for the page's life: React sets it once and never diffs inside it, so the
  // handlers here may add second covers and keep `aria-pressed` in step with the store, and the
  // list's filters may take cards out and put them back (use-card-filter.ts). It is a `<div>` list:
  // its children are the groups of cards (card-markup.ts), which a `<ul>` may not hold.
  return (
    <div
      ref={list}
      role="list"
      id={id}
      className={className}
      aria-label={label}
      onClick={onClick}
      onPointerOver={reveal}
      onFocus={reveal}
      dangerouslySetInnerHTML={{ __html: html }}
      // Hydration keeps the server's cards and leaves the markup empty (see above).
      suppressHydrationWarning
    />
  );
}

// True while React hydrates (and on the server), false in a browser render of its own.
const subscribeToNothing = () => () => {};
const isHydrating = () => true;
const isNotHydrating = () => false;

/**
 * Adds a card's second cover after its first, shown on hover and focus (talent-grid.module.css),
 * the first time it is wanted.
 */
export function drawHoverCover(card: HTMLElement | null, talent: CardTalent | undefined): void {
  const source = talent?.favorite.cover ? talent.favorite.cover2 : null;
  const cover = card?.querySelector('img');
  if (!source || !cover || cover.nextElementSibling?.tagName === 'IMG') return;
  const hover = document.createElement('img');
  hover.alt = '';
  for (const [name, value] of coverAttributes(source, 'lazy')) hover.setAttribute(name, value);
  cover.after(hover);
}
