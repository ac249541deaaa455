import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for jsdom, which has none: tests say when an element is
 * visible.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords() {
    return [];
  }

  static install() {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  }

  /** Reports an element as (not) intersecting to every observer watching it. */
  static show(target: Element, visible = true) {
    act(() => {
      for (const observer of FakeObserver.all) {
        if (!observer.targets.has(target)) continue;
        const entry = {
          target,
          isIntersecting: visible,
          intersectionRatio: visible ? 1 : 0,
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  }
}
