import { afterEach, describe, expect, it, vi } from 'vitest';

import { MEDIA } from '@/tests/unit/render-talents';

import { drawCover, drawCoversNearViewport } from './card-covers';
import { CARD_GROUP, cardsHtml, DRAWN_CARDS, type CardView } from './card-markup';
import { FILTERED_ATTRIBUTE } from './grid-cards';

const card = (id: number): CardView => ({
  favorite: {
    id,
    name: `Talent ${id}`,
    slug: `talent-${id}`,
    section: 'models',
    cover: `/storage/demo/portrait-${id}.jpg`,
    cover2: null,
  },
  gender: 'woman',
  facts: { height: 170, hair: null, eyes: null },
  href: `/modelos/${id}/talent-${id}`,
  heartLabel: `Favorito: Talent ${id}`,
});

function grid(count: number): HTMLElement {
  const list = document.createElement('div');
  list.innerHTML = cardsHtml(Array.from({ length: count }, (_, index) => card(index + 1)));
  document.body.append(list);
  return list;
}

const cardsOf = (list: HTMLElement) => [...list.querySelectorAll('[data-id]')];

const covers = (list: HTMLElement) =>
  cardsOf(list).map((item) => item.querySelector(':scope > a > img') !== null);

/** Each card's cover as the cards' data has it (card-grid.tsx reads it from there). */
const coverOf = (item: Element) =>
  `${MEDIA}/storage/demo/portrait-${item.getAttribute('data-id')}.jpg`;

type Observer = { callback: IntersectionObserverCallback; targets: Set<Element>; off: boolean };

function fakeObserver() {
  const observers: Observer[] = [];
  class FakeIntersectionObserver {
    state: Observer;
    constructor(callback: IntersectionObserverCallback) {
      this.state = { callback, targets: new Set(), off: false };
      observers.push(this.state);
    }
    observe(target: Element) {
      this.state.targets.add(target);
    }
    unobserve(target: Element) {
      this.state.targets.delete(target);
    }
    disconnect() {
      this.state.off = true;
      this.state.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  /** Reports `near` as intersecting and every other observed card as not. */
  const report = (near: Element[]) => {
    for (const observer of observers) {
      const entries = [...observer.targets].map(
        (target) =>
          ({ target, isIntersecting: near.includes(target) }) as IntersectionObserverEntry,
      );
      observer.callback(entries, {} as IntersectionObserver);
    }
  };
  return { observers, report };
}

function at(list: HTMLElement, index: number): Element {
  const item = cardsOf(list)[index];
  if (!item) throw new Error(`no card ${index}`);
  return item;
}

function stateChange(target: Element, skipped: boolean) {
  target.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('waiting card covers', () => {
  it('draws a waiting cover from the cards’ data, before the name, once', () => {
    const list = grid(DRAWN_CARDS + 1);
    const last = at(list, DRAWN_CARDS);
    expect(last.querySelector('img')).toBeNull();
    drawCover(last, coverOf);
    const image = last.querySelector(':scope > a > img:first-child');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('srcset')).toMatch(/ 384w, .* 640w$/);
    expect(image?.getAttribute('src')).toBe(`/img/384/demo/portrait-${DRAWN_CARDS + 1}.jpg`);
    expect(last.querySelector('a')?.textContent).toBe(`Talent ${DRAWN_CARDS + 1}`);
    drawCover(last, coverOf);
    expect(last.querySelectorAll('img')).toHaveLength(1);
  });

  it('leaves alone a card drawn with its cover, or with the initial of a talent without one', () => {
    const list = grid(DRAWN_CARDS + 1);
    const drawn = at(list, 0);
    drawCover(drawn, coverOf);
    expect(drawn.querySelectorAll('img')).toHaveLength(1);
    const bare = at(list, DRAWN_CARDS);
    bare
      .querySelector('a')
      ?.prepend(Object.assign(document.createElement('span'), { textContent: 'T' }));
    drawCover(bare, coverOf);
    expect(bare.querySelector('img')).toBeNull();
    // Nor one whose data has no cover.
    const other = grid(DRAWN_CARDS + 1);
    drawCover(at(other, DRAWN_CARDS), () => null);
    expect(at(other, DRAWN_CARDS).querySelector('img')).toBeNull();
  });

  it('watches the groups near the viewport when the browser is idle, then each group content-visibility shows, and draws a cover as its card nears', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', class extends Event {});
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { observers, report } = fakeObserver();
    // Five groups; the first DRAWN_CARDS covers are drawn in the markup.
    const list = grid(CARD_GROUP * 5);
    const groups = [...list.querySelectorAll(':scope > div')];
    // Groups 2500 px apart: the second over two screens above the viewport (768 px high here),
    // the third ending in it, the fourth below it and the fifth over two screens below.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = (groups.indexOf(this) - 2) * 2500 - 1900;
      return { top, bottom: top + 1950 } as DOMRect;
    });
    const stop = drawCoversNearViewport(list, coverOf);
    const watched = () => cardsOf(list).map((item) => observers[0]?.targets.has(item) ?? false);
    const inGroup = (group: number) =>
      cardsOf(list).slice(group * CARD_GROUP, (group + 1) * CARD_GROUP);
    // Not while hydrating: the covers still waiting are below the first screen.
    expect(watched().some(Boolean)).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    // The third group's cards and the fourth's, not the others'.
    expect(watched()).toEqual(
      cardsOf(list).map((_, index) => [2, 3].includes(Math.floor(index / CARD_GROUP))),
    );
    expect(covers(list).filter(Boolean)).toHaveLength(DRAWN_CARDS);

    // A watched card near the viewport gets its cover, once, and is no longer watched.
    const near = inGroup(2).slice(0, 3);
    report(near);
    expect(covers(list).slice(2 * CARD_GROUP, 3 * CARD_GROUP)).toEqual(
      inGroup(2).map((item) => near.includes(item)),
    );
    expect(near.some((item) => observers[0]?.targets.has(item))).toBe(false);

    stateChange(groups[1] as Element, false);
    expect(inGroup(1).every((item) => observers[0]?.targets.has(item))).toBe(true);
    stateChange(groups[4] as Element, true);
    expect(inGroup(4).some((item) => observers[0]?.targets.has(item))).toBe(false);

    stop();
    expect(observers[0]?.off).toBe(true);
    stateChange(groups[4] as Element, false);
    expect(inGroup(4).some((item) => observers[0]?.targets.has(item))).toBe(false);
  });

  it('watches nothing when stopped before the browser is idle', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', class extends Event {});
    const idle = new Map<number, IdleRequestCallback>();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle.set(idle.size + 1, callback);
      return idle.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const { observers } = fakeObserver();
    const list = grid(CARD_GROUP * 2);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 0,
      bottom: 100,
    } as DOMRect);
    const stop = drawCoversNearViewport(list, coverOf);
    expect(idle.size).toBe(1);
    stop();
    expect(idle.size).toBe(0);
    expect(observers[0]?.targets.size).toBe(0);
    expect(covers(list).every(Boolean)).toBe(false);
  });

  it('once the list is filtered, watches the cards of its first group near the viewport, then each card shown', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', class extends Event {});
    const { observers } = fakeObserver();
    const list = grid(CARD_GROUP * 3);
    // The filters placed the cards that pass in the first group (use-card-filter.ts).
    list.setAttribute(FILTERED_ATTRIBUTE, '');
    const shown = list.firstElementChild as Element;
    for (const card of cardsOf(list).slice(CARD_GROUP)) shown.append(card);
    const cards = cardsOf(list);
    // Cards 1000 px apart, the first waiting one a screen above the viewport.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = (cards.indexOf(this) - DRAWN_CARDS - 1) * 1000;
      return { top, bottom: top + 320 } as DOMRect;
    });
    drawCoversNearViewport(list, coverOf);
    const watched = () => cards.map((item) => observers[0]?.targets.has(item) ?? false);
    expect(watched().slice(DRAWN_CARDS, DRAWN_CARDS + 8)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    stateChange(at(list, DRAWN_CARDS + 5), false);
    expect(watched()[DRAWN_CARDS + 5]).toBe(true);
    expect(watched()[DRAWN_CARDS + 6]).toBe(false);
  });

  it('watches every waiting card where the browser does not tell when content-visibility shows one', () => {
    const { observers, report } = fakeObserver();
    const list = grid(DRAWN_CARDS + 3);
    drawCoversNearViewport(list, coverOf);
    expect(observers[0]?.targets.size).toBe(3);
    report([at(list, DRAWN_CARDS)]);
    expect(observers[0]?.off).toBe(false);
    report([at(list, DRAWN_CARDS + 2)]);
    expect(covers(list).slice(DRAWN_CARDS)).toEqual([true, false, true]);
    expect(observers[0]?.targets.size).toBe(1);
  });

  it('draws every cover at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const list = grid(DRAWN_CARDS + 2);
    drawCoversNearViewport(list, coverOf);
    expect(covers(list).every(Boolean)).toBe(true);
  });

  it('draws a group’s covers as content-visibility shows it, without IntersectionObserver', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', class extends Event {});
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestIdleCallback', () => 0);
    const list = grid(CARD_GROUP * 2);
    drawCoversNearViewport(list, coverOf);
    const second = list.querySelectorAll(':scope > div')[1] as Element;
    expect(covers(list).slice(CARD_GROUP).some(Boolean)).toBe(false);
    stateChange(second, false);
    expect(covers(list).slice(CARD_GROUP).every(Boolean)).toBe(true);
  });
});
