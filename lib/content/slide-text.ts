import type { Locale } from '../i18n/routing';
import type { Slide } from './types';

/**
 * A slide as a locale shows it: its translation's title, subtitle and link when the panel has one,
 * else its own texts (the panel's default language). A translation without a link keeps the
 * slide's: an internal path is localized on render anyway.
 */
export function slideIn<S extends Slide>(slide: S, locale: Locale): S {
  const text = slide.translations[locale];
  if (!text) return slide;
  return { ...slide, title: text.title, subtitle: text.subtitle, link: text.link ?? slide.link };
}
