'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { readFavorite, type FavoriteTalent, type FavoritesMap } from '@/lib/talents/favorite';
import { useFavorites } from '@/stores/favorites';
import { gridCards } from './grid-cards';

type Props = { id?: string; html: string; label: string; className?: string; hoverClassName?: string };

/**
 * A list's cards (server markup from card-markup.ts) and their behaviour, by delegation from the
 * `<ul>`: plain links navigate client-side like next/link, and each heart adds or removes its
 * talent with a toast, showing the store's state in `aria-pressed`. So a thousand cards hydrate as
 * one element. Modified clicks and new tabs keep the browser's own behaviour.
 */
export function CardGrid({ id, html, label, className, hoverClassName }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const router = useRouter();
  const t = useTranslations('Favorites');
  const toggle = useFavorites((state) => state.toggle);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // Every card's heart, also of cards the filters have taken out, so they are right when put back.
    const hearts = gridCards(element).flatMap((card) => {
      const button = card.querySelector<HTMLButtonElement>(':scope > button');
      return button ? [{ button, id: card.dataset.id ?? '' }] : [];
    });
    const show = (favorites: FavoritesMap) => {
      for (const { button, id } of hearts) {
        const pressed = String(id in favorites);
        if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
      }
    };
    show(useFavorites.getState().favorites);
    return useFavorites.subscribe((state, previous) => {
      if (state.favorites !== previous.favorites) show(state.favorites);
    });
  }, [html]);

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const heart = event.target.closest<HTMLButtonElement>('li[data-id] > button');
    if (heart) {
      const talent = readCardTalent(heart.closest('li'));
      if (!talent) return;
      if (toggle(talent)) toast.success(t('add_favorite', { name: talent.name }));
      else toast.warning(t('remove_favorite', { name: talent.name }));
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    // The progress bar starts itself on any internal link (components/layout/progress-bar.tsx).
    event.preventDefault();
    router.push(`${link.pathname}${link.search}${link.hash}`);
  };

  const reveal = (event: { target: EventTarget }) => {
    if (event.target instanceof Element) drawHoverCover(event.target.closest('li'), hoverClassName);
  };

  // The markup is fixed for the page's life: React sets it once and never diffs inside it, so the
  // handlers here may add second covers and keep `aria-pressed` in step with the store, and the
  // list's filters may take cards out and put them back (use-card-filter.ts).
  return (
    <ul
      ref={list}
      id={id}
      className={className}
      aria-label={label}
      onClick={onClick}
      onPointerOver={reveal}
      onFocus={reveal}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The talent a card describes (card-markup.ts), checked like stored favorites. */
export function readCardTalent(card: HTMLElement | null): FavoriteTalent | null {
  const link = card?.querySelector('a');
  if (!card || !link) return null;
  const cover = link.querySelector('img');
  return readFavorite({
    id: Number(card.dataset.id),
    name: link.textContent,
    slug: new URL(link.href, window.location.href).pathname.split('/').at(-1),
    section: card.dataset.section,
    cover: cover ? imageSource(cover) : null,
    cover2: card.dataset.cover2 ?? null,
  });
}

/**
 * Adds a card's second cover, shown on hover and focus (talent-grid.module.css), the first time it
 * is wanted: the cover's next/image URLs with the other picture as their source.
 */
export function drawHoverCover(card: HTMLElement | null, className: string | undefined): void {
  const source = card?.dataset.cover2;
  const cover = card?.querySelector('img');
  if (!source || !cover || cover.nextElementSibling?.tagName === 'IMG') return;
  const coverSource = imageSource(cover);
  if (!coverSource) return;
  const swap = (value: string) => value.replaceAll(encodeURIComponent(coverSource), encodeURIComponent(source));
  const hover = document.createElement('img');
  hover.alt = '';
  // Attributes in this order, so the browser picks one picture once everything is known.
  const attributes: [string, string | undefined][] = [
    ['loading', 'lazy'],
    ['decoding', 'async'],
    ['class', className],
    ['sizes', cover.getAttribute('sizes') ?? undefined],
    ['srcset', swap(cover.getAttribute('srcset') ?? '')],
    ['src', swap(cover.getAttribute('src') ?? '')],
  ];
  for (const [name, value] of attributes) if (value) hover.setAttribute(name, value);
  cover.after(hover);
}

/** The original of a next/image picture: its URL's `url` parameter. */
function imageSource(image: HTMLImageElement): string | null {
  return new URL(image.getAttribute('src') ?? '', window.location.href).searchParams.get('url');
}
