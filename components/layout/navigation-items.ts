import { hasRoute, type Locale, type StaticPathname } from '@/lib/i18n/routing';
import type { ListKey } from '@/lib/talents/lists';
import {
  MODEL_SUBCATEGORIES,
  TALENT_SUBCATEGORIES,
  type TalentSection,
} from '@/lib/talents/routes';

/** A navbar entry: every talents list, then the other pages. */
export type NavKey = ListKey | 'news' | 'magazine' | 'contact' | 'about' | 'beAModel' | 'favorites';

export type NavLink = { key: NavKey; href: StaticPathname };
export type NavItem = NavLink & { children?: NavLink[] };

/** A section's sub-lists (lib/talents/routes.ts), each at its path under the section's. */
function subLists<Section extends TalentSection, Key extends NavKey>(
  section: Section,
  keys: readonly Key[],
) {
  return keys.map((key) => ({ key, href: `/${section}/${key}` as const }));
}

// Navbar items in order (docs/product.md, "Navigation, header and footer"). Models and talents open
// a dropdown of their sub-lists; the models' ends with the new faces' board.
const NAV_ITEMS: NavItem[] = [
  {
    key: 'models',
    href: '/models',
    children: [
      ...subLists('models', MODEL_SUBCATEGORIES),
      { key: 'newFaces', href: '/future-face' },
    ],
  },
  { key: 'talents', href: '/talents', children: subLists('talents', TALENT_SUBCATEGORIES) },
  { key: 'news', href: '/news' },
  { key: 'magazine', href: '/magazine' },
  { key: 'contact', href: '/contact' },
  { key: 'about', href: '/about-us' },
  { key: 'beAModel', href: '/be-a-model' },
  { key: 'favorites', href: '/favorites' },
];

export type LocalizedNavItem = NavItem & { available: boolean };

/** The navbar for a locale: Portuguese keeps only the routes it has. */
export function navItemsFor(locale: Locale): LocalizedNavItem[] {
  return NAV_ITEMS.map((item) => {
    const children = item.children?.filter((child) => hasRoute(locale, child.href));
    return { ...item, children, available: hasRoute(locale, item.href) };
  }).filter((item) => item.available || (item.children?.length ?? 0) > 0);
}

/**
 * Sub-links of the mobile menu (docs/product.md, "Navigation, header and footer"): the section
 * itself and every board its desktop dropdown offers, those the locale has; none for an item
 * without a dropdown. The spec's phone menu
 * listed only the first sub-categories, which left actors, international, curvy and new faces out of
 * reach from a phone.
 */
export function mobileLinks(item: NavItem, locale: Locale): NavLink[] {
  // An item without a dropdown is a link of its own, with no sub-links.
  if (!item.children?.length) return [];
  const all: NavLink[] = [{ key: item.key, href: item.href }, ...item.children];
  return all.filter((link) => hasRoute(locale, link.href));
}
