/**
 * Web fonts on a first visit wait until the page has loaded (docs/architecture.md, "Fonts"):
 * until then text is set in the metric-matched fallbacks next/font declares, so the fonts' 70 to
 * 95 KB never share a phone's bandwidth with the page's first picture, its stylesheets and its
 * scripts. Once this browser has loaded them, the HTTP cache holds them and later visits use them
 * from the first paint.
 */
export const FONTS_LOADED_KEY = 'fonts-loaded';

/** On <html> while the fallbacks stand in (app/globals.css). */
export const FONTS_DEFERRED_CLASS = 'fonts-deferred';

/**
 * Runs in <head>, before the first paint (app/[lang]/layout.tsx): a browser that has not loaded the
 * fonts yet, or cannot say so (storage unavailable), starts with the fallbacks. Without
 * JavaScript nothing defers them, and the browser loads them as any page's fonts.
 */
export const DEFER_FONTS_SCRIPT = `(function(){var c=document.documentElement.classList;try{if(localStorage.getItem(${JSON.stringify(FONTS_LOADED_KEY)}))return}catch(e){}c.add(${JSON.stringify(FONTS_DEFERRED_CLASS)})})()`;
