import { describe, expect, it } from 'vitest';

import { ByteLru, stringBytes } from './byte-lru.mjs';

describe('ByteLru', () => {
  it('drops the least recently used values once their bytes pass the bound', () => {
    const evicted: string[] = [];
    const lru = new ByteLru<string>(30, { onEvict: (key) => evicted.push(key) });
    lru.set('a', 'A', 10);
    lru.set('b', 'B', 10);
    lru.set('c', 'C', 10);
    expect(lru.get('a')).toBe('A');
    lru.set('d', 'D', 10);
    expect(evicted).toEqual(['b']);
    expect([...lru.keys()]).toEqual(['c', 'a', 'd']);
    expect(lru.bytes).toBe(30);
  });

  it('counts a value again when it is replaced, and peek does not count as a use', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    lru.set('a', 'A2', 50);
    expect(lru.bytes).toBe(90);
    expect(lru.peek('b')).toBe('B');
    expect([...lru.keys()]).toEqual(['b', 'a']);
  });

  it('keeps nothing heavier than the bound, and forgets the key it replaced', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 5);
    expect(lru.set('a', 'huge', 11)).toBe(false);
    expect(lru.has('a')).toBe(false);
    expect(lru.bytes).toBe(0);
  });

  it('evicts several small values to make room for a large one, oldest first', () => {
    const evicted: string[] = [];
    const lru = new ByteLru<number>(10, { onEvict: (key) => evicted.push(key) });
    for (let i = 0; i < 5; i++) lru.set(`k${i}`, i, 2);
    lru.set('big', 9, 7);
    expect(evicted).toEqual(['k0', 'k1', 'k2', 'k3']);
    expect(lru.size).toBe(2);
    expect(lru.bytes).toBe(9);
  });
});

describe('stringBytes', () => {
  it('counts a character as one byte, or two once one is past Latin-1', () => {
    expect(stringBytes('añadir')).toBe(6);
    expect(stringBytes('añadir — ya')).toBe(22);
    expect(stringBytes(undefined)).toBe(0);
  });
});
