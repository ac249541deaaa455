import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDeferredFonts } from './web-fonts';
import {
  DEFER_FONTS_SCRIPT,
  FONTS_DEFERRED_CLASS,
  FONTS_LOADED_KEY,
  WEB_FONT_NAMES,
  webFontFaces,
} from './web-fonts-script';

const root = document.documentElement;

/** What jsdom lacks: a FontFace that records its arguments and loads when the test says. */
class FakeFace {
  static settle: (ok: boolean) => void = () => {};
  static done = Promise.resolve(true);
  readonly style: string;
  readonly load = vi.fn(async () => {
    if (!(await FakeFace.done)) throw new Error('network');
    return this;
  });

  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.style = descriptors.style ?? 'normal';
  }

  static pending() {
    FakeFace.done = new Promise((resolve) => (FakeFace.settle = resolve));
  }
}

// next/font's rules as its stylesheet has them: the web fonts, their fallbacks, something else.
const NEXT_FONT_CSS = `
  @font-face { font-family: 'inter'; src: url("../media/inter.woff2") format("woff2"); font-weight: 100 900; font-style: normal; }
  @font-face { font-family: 'inter Fallback'; src: local("Arial"); size-adjust: 107%; }
  @font-face { font-family: 'playfair'; src: url("../media/pf-400.woff2") format("woff2"); font-weight: 400; font-style: normal; }
  @font-face { font-family: 'playfair'; src: url("../media/pf-400i.woff2") format("woff2"); font-weight: 400; font-style: italic; }
  @font-face { font-family: 'other'; src: url("../media/other.woff2"); }
  body { color: red; }
`;

function stylesheet() {
  const style = document.createElement('style');
  style.textContent = NEXT_FONT_CSS;
  document.head.append(style);
  return style;
}

const faces = () =>
  webFontFaces(document.styleSheets, WEB_FONT_NAMES, FakeFace as unknown as typeof FontFace);

describe('deferred web fonts', () => {
  let sheet: HTMLStyleElement;
  const added: FakeFace[] = [];

  beforeEach(() => {
    localStorage.clear();
    root.className = '';
    added.length = 0;
    sheet = stylesheet();
    vi.stubGlobal('FontFace', FakeFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFace) => added.push(face) },
    });
    FakeFace.done = Promise.resolve(true);
  });
  afterEach(() => {
    sheet.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("declares next/font's web faces under the names the styles use, from next/font's files", () => {
    // jsdom's CSSOM keeps no `src`: next/font's stylesheet as a browser's CSSOM presents it.
    const rule = (type: number, values: Record<string, string>) => ({
      type,
      style: { getPropertyValue: (name: string) => values[name] ?? '' },
    });
    const sheets = [
      {
        get cssRules(): never {
          throw new DOMException('another origin', 'SecurityError');
        },
      },
      {
        href: 'https://site.test/_next/static/chunks/fonts.css',
        cssRules: [
          rule(5, {
            'font-family': "'inter'",
            src: 'url("../media/inter.woff2") format("woff2")',
            'font-weight': '100 900',
            'font-style': 'normal',
          }),
          rule(5, { 'font-family': '"inter Fallback"', src: 'local("Arial")' }),
          rule(5, {
            'font-family': 'playfair',
            src: "url('../media/pf-400i.woff2') format('woff2')",
            'font-weight': '400',
            'font-style': 'italic',
          }),
          rule(5, { 'font-family': 'other', src: 'url(../media/other.woff2)' }),
          rule(1, { 'font-family': 'inter' }),
        ],
      },
    ] as unknown as CSSStyleSheet[];
    const declared = webFontFaces(
      sheets,
      WEB_FONT_NAMES,
      FakeFace as unknown as typeof FontFace,
    ) as unknown as FakeFace[];
    expect(
      declared.map(({ family, source, descriptors }) => [family, source, descriptors]),
    ).toEqual([
      [
        'Inter Web',
        'url("https://site.test/_next/static/media/inter.woff2") format("woff2")',
        { weight: '100 900', style: 'normal', display: 'swap' },
      ],
      [
        'Playfair Web',
        `url("https://site.test/_next/static/media/pf-400i.woff2") format('woff2')`,
        { weight: '400', style: 'italic', display: 'swap' },
      ],
    ]);
  });

  it('a browser that has not loaded the fonts waits for the page; one that has declares them at once', () => {
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);
    expect(added).toEqual([]);

    root.className = '';
    localStorage.setItem(FONTS_LOADED_KEY, '1');
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
    expect(added.map((face) => face.family)).toEqual(['Inter Web', 'Playfair Web', 'Playfair Web']);
  });

  it('waits for the page when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    new Function(DEFER_FONTS_SCRIPT)();
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);
    expect(added).toEqual([]);
  });

  it('loads every upright face, remembers it, and declares them all at once when asked', async () => {
    root.classList.add(FONTS_DEFERRED_CLASS);
    FakeFace.pending();
    const loading = loadDeferredFonts(root, document.fonts, faces);
    await Promise.resolve();
    expect(added).toEqual([]);

    FakeFace.settle(true);
    const declare = await loading;
    expect(localStorage.getItem(FONTS_LOADED_KEY)).toBe('1');
    // Loaded, not yet in use: the page being read keeps its faces (useDeferredFonts).
    expect(added).toEqual([]);
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(true);

    declare?.();
    expect(added.map((face) => [face.family, face.style, face.load.mock.calls.length])).toEqual([
      ['Inter Web', 'normal', 1],
      ['Playfair Web', 'normal', 1],
      // The italic loads when some text needs it.
      ['Playfair Web', 'italic', 0],
    ]);
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
    expect(localStorage.getItem(FONTS_LOADED_KEY)).toBe('1');
  });

  it('after a failed load, lets the browser fetch the fonts itself and asks again next visit', async () => {
    root.classList.add(FONTS_DEFERRED_CLASS);
    FakeFace.done = Promise.resolve(false);
    const declare = await loadDeferredFonts(root, document.fonts, faces);
    declare?.();
    expect(added).toHaveLength(3);
    expect(root.classList.contains(FONTS_DEFERRED_CLASS)).toBe(false);
    expect(localStorage.getItem(FONTS_LOADED_KEY)).toBeNull();
  });

  it('loads nothing when the fonts were not deferred', async () => {
    const make = vi.fn(faces);
    expect(await loadDeferredFonts(root, document.fonts, make)).toBeNull();
    expect(make).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });
});
