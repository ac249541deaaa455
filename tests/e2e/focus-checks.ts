import { expect, type Page } from '@playwright/test';

/**
 * Tabs through a page as a keyboard user does and checks that every control focused shows a
 * focus indicator (WCAG 2.4.7): an outline or a box-shadow of a colour that is not transparent,
 * not clipped away by a box it sits in (an overflow, paint containment, content-visibility).
 * Answers what failed, one line per control, and how many controls were reached.
 */
export async function tabThroughPage(
  page: Page,
  {
    maxStops = 90,
    skip,
    fromTop = true,
  }: { maxStops?: number; skip?: string; fromTop?: boolean } = {},
): Promise<{ failures: string[]; reached: number }> {
  // From the top of the document, as a visitor arriving on the page; else from where focus is.
  if (fromTop)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  const failures: string[] = [];
  const seen = new Set<string>();
  let reached = 0;
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(inspectFocus, skip ?? null);
    if (!report) break;
    if (seen.has(report.key)) break;
    seen.add(report.key);
    if (report.skipped) continue;
    reached += 1;
    if (report.problem) failures.push(`${report.name}: ${report.problem}`);
  }
  return { failures, reached };
}

type FocusReport = { key: string; name: string; skipped: boolean; problem: string | null };

/**
 * Runs in the page: what is focused and whether its indicator shows, once a :focus-visible style
 * has settled and the page's smooth scroll to the control has ended (three frames in a row
 * without scrolling).
 */
async function inspectFocus(skip: string | null): Promise<FocusReport | null> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = window.scrollY;
  for (let still = 0, i = 0; still < 3 && i < 180; i += 1) {
    await frame();
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const path: string[] = [];
  for (
    let node: Element | null = element;
    node && node !== document.body;
    node = node.parentElement
  )
    path.unshift(
      `${node.tagName}${node.id ? `#${node.id}` : ''}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`,
    );
  const key = path.join('>');
  const label =
    element.getAttribute('aria-label') ??
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const name = `${element.tagName.toLowerCase()} "${label}"`;
  if (element.tagName === 'IFRAME' || (skip && element.closest(skip)))
    return { key, name, skipped: true, problem: null };

  const style = getComputedStyle(element);
  const width = parseFloat(style.outlineWidth) || 0;
  const transparent = (color: string) =>
    /rgba\([^)]*,\s*0\)$/.test(color) || color === 'transparent';
  const outline = style.outlineStyle !== 'none' && width >= 1 && !transparent(style.outlineColor);
  const shadow = style.boxShadow !== 'none' && !/^rgba\([^)]*,\s*0\)/.test(style.boxShadow);
  // A ring drawn by a layer of its own over the control (a list card's, above its picture).
  const after = getComputedStyle(element, '::after');
  const layer =
    after.content !== 'none' &&
    after.position === 'absolute' &&
    parseFloat(after.borderTopWidth) >= 2 &&
    after.borderTopStyle !== 'none' &&
    !transparent(after.borderTopColor);
  if (!outline && !shadow && !layer)
    return { key, name, skipped: false, problem: 'no outline, box-shadow or ring layer' };

  // The indicator's box: the element's, grown by the outline (offset and width) when it is one.
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return { key, name, skipped: false, problem: 'no box' };
  const grow = outline ? Math.max(0, (parseFloat(style.outlineOffset) || 0) + width) : 0;
  const ring = {
    left: box.left - grow,
    top: box.top - grow,
    right: box.right + grow,
    bottom: box.bottom + grow,
  };
  const tolerance = 0.5;
  for (
    let node = element.parentElement;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    const s = getComputedStyle(node);
    const clips =
      s.overflowX !== 'visible' ||
      s.overflowY !== 'visible' ||
      /paint|strict|content/.test(s.contain) ||
      s.contentVisibility === 'auto';
    if (!clips) continue;
    const clip = node.getBoundingClientRect();
    if (
      ring.left < clip.left - tolerance ||
      ring.top < clip.top - tolerance ||
      ring.right > clip.right + tolerance ||
      ring.bottom > clip.bottom + tolerance
    ) {
      // A scroll container that can scroll the element into view clips only what is scrolled out.
      const scrolls = node.scrollHeight > node.clientHeight || node.scrollWidth > node.clientWidth;
      const outside = box.bottom < clip.top || box.top > clip.bottom;
      if (scrolls && outside) continue;
      return {
        key,
        name,
        skipped: false,
        problem: `indicator clipped by ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`,
      };
    }
  }
  // Not under the fixed header, where the visitor could not see it: at its centre, nothing of the
  // header is on top of it.
  const header = document.querySelector('header[data-site-header]');
  if (header && !header.contains(element)) {
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && header.contains(top))
      return { key, name, skipped: false, problem: 'under the fixed header' };
  }
  return { key, name, skipped: false, problem: null };
}

/** Every page's controls show their focus; at least `least` of them were reached. */
export async function expectVisibleFocus(
  page: Page,
  path: string,
  options: { least?: number; skip?: string; maxStops?: number } = {},
) {
  await page.goto(path, { waitUntil: 'load' });
  const { failures, reached } = await tabThroughPage(page, options);
  expect(failures, path).toEqual([]);
  expect(reached, `${path}: controls reached`).toBeGreaterThanOrEqual(options.least ?? 3);
}
