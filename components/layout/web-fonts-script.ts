/**
 * Web fonts on a first visit wait until the page has loaded (docs/architecture.md, "Rendering for speed"):
 * until then text is set in the metric-matched fallbacks next/font declares, so the fonts never
 * share a phone's bandwidth with the page's first picture, its stylesheets and its
 * scripts. Once this browser has loaded them, the HTTP cache holds them and later visits use them
 * from the first paint.
 *
 * The pages' styles name each web font under a name no stylesheet declares (WEB_FONT_NAMES, in
 * app/globals.css), so the browser never asks for it by itself. Declaring it, with the FontFace
 * API, from next/font's own @font-face rules, lets text use it: the browser then only lays text
 * out again, where switching the pages' font families would restyle every element.
 */
export const FONTS_LOADED_KEY = 'fonts-loaded';

/** On <html> while a first visit waits for the web fonts. No style depends on it. */
export const FONTS_DEFERRED_CLASS = 'fonts-deferred';

/** next/font's family (app/fonts.ts, named after its constant) → the name the styles use. */
export const WEB_FONT_NAMES: Record<string, string> = {
  inter: 'Inter Web',
  playfair: 'Playfair Web',
};

type FontFaceConstructor = new (
  family: string,
  source: string,
  descriptors?: FontFaceDescriptors,
) => FontFace;

/**
 * next/font's faces of `names`' families, as FontFace objects under the names the styles use,
 * their files addressed as next/font's stylesheets address them. Written without anything a
 * compiler would rewrite: it also runs as the head script's source (DEFER_FONTS_SCRIPT).
 */
/* eslint-disable no-var -- the head script's source: as plain as a script in <head> */
export function webFontFaces(
  sheets: ArrayLike<CSSStyleSheet>,
  names: Record<string, string>,
  Face: FontFaceConstructor,
): FontFace[] {
  var faces: FontFace[] = [];
  for (var i = 0; i < sheets.length; i++) {
    var sheet = sheets[i] as CSSStyleSheet;
    var rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (var j = 0; j < rules.length; j++) {
      var rule = rules[j];
      // CSSRule.FONT_FACE_RULE
      if (!rule || rule.type !== 5) continue;
      var style = (rule as CSSFontFaceRule).style;
      var name = names[style.getPropertyValue('font-family').replace(/["']/g, '').trim()];
      if (!name) continue;
      var base = sheet.href || document.baseURI;
      var source = style
        .getPropertyValue('src')
        .replace(/url\((["']?)([^"')]+)\1\)/g, function (_, quote: string, url: string) {
          return 'url("' + new URL(url, base).href + '")';
        });
      faces.push(
        new Face(name, source, {
          weight: style.getPropertyValue('font-weight') || 'normal',
          style: style.getPropertyValue('font-style') || 'normal',
          display: 'swap',
        }),
      );
    }
  }
  return faces;
}
/* eslint-enable no-var */

/**
 * Runs in <head> after the stylesheets (app/[lang]/layout.tsx), before the first paint. A browser
 * that has loaded the fonts declares them at once; the others, or any that cannot say (storage
 * unavailable), wait for the page (web-fonts.ts). Without JavaScript the styles name next/font's
 * own families (the layout's <noscript>), and the browser loads them as any page's fonts.
 */
export const DEFER_FONTS_SCRIPT = `(function(){var d=document;try{if(localStorage.getItem(${JSON.stringify(FONTS_LOADED_KEY)})){var f=(${webFontFaces.toString()})(d.styleSheets,${JSON.stringify(WEB_FONT_NAMES)},FontFace);for(var i=0;i<f.length;i++)d.fonts.add(f[i]);return}}catch(e){}d.documentElement.classList.add(${JSON.stringify(FONTS_DEFERRED_CLASS)})})()`;
