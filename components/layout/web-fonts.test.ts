import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDeferredFonts } from './web-fonts';
import { DEFER_FONTS_SCRIPT, FONTS_DEFERRED_CLASS, FONTS_LOADED_KEY } from './web-fonts-script';

vi.mock('@/app/fonts', () => ({
  inter: { style: { fontFamily: "'inter', 'inter Fallback'" } },
  playfair: { style: { fontFamily: "'playfair', 'playfair Fallback'" } },
}));

const root = document.documentElement;

/** A FontFaceSet whose loads settle when the test says. */
function fontSet() {
  let settle!: (ok: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  const load = vi.fn(async (_face: string) => {
    if (!(await done)) throw new Error('network');
    return [];
  });
  return { load, settle };
}

describe('deferred web fonts', () => {
  beforeEach(() => {
    localStorage.clear();
    root.className = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('defers the fonts in a browser that has not loaded them, and not in one that has', () => {
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);

    root.className = '';
    localStorage.setItem(FONTS_LOADED_KEY, '1');
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
  });

  it('defers them when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);
  });

  it('lets the page use the fonts only once every face has loaded, and remembers it', async () => {
    root.classList.add(FONTS_DEFERRED_CLASS);
    const fonts = fontSet();
    const loading = loadDeferredFonts(root, fonts);
    await Promise.resolve();
    expect(fonts.load.mock.calls.map(([face]) => face)).toEqual([
      "400 1em 'inter'",
      "400 1em 'playfair'",
      "500 1em 'playfair'",
    ]);
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);

    fonts.settle(true);
    await loading;
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
    expect(localStorage.getItem(FONTS_LOADED_KEY)).toBe('1');
  });

  it('after a failed load, lets the browser fetch the fonts itself and asks again next visit', async () => {
    root.classList.add(FONTS_DEFERRED_CLASS);
    const fonts = fontSet();
    fonts.settle(false);
    await loadDeferredFonts(root, fonts);
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
    expect(localStorage.getItem(FONTS_LOADED_KEY)).toBeNull();
  });

  it('loads nothing when the fonts were not deferred', async () => {
    const fonts = fontSet();
    await loadDeferredFonts(root, fonts);
    expect(fonts.load).not.toHaveBeenCalled();
  });
});
