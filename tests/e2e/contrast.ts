import type { Locator, Page } from '@playwright/test';

/**
 * Colour contrast measured in the browser (WCAG 2.1 relative luminance): the focused element's outline against
 * the background it is drawn on, a text's colour against its own background. A background is the first opaque
 * one up the tree, with the half-transparent ones above it blended in.
 */
export interface Contrast {
  ratio: number;
  /** The outline's width in px (0 for a text's contrast). */
  width: number;
  foreground: string;
  background: string;
  element: string;
}

/** Runs in the page: the contrast of `which` colour of `el` against the background behind it. */
function measure(el: Element, which: 'outline' | 'text'): Contrast {
  const parse = (css: string) => {
    const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    return { r, g, b, a: css.startsWith('rgba') || css.includes('/') ? a : 1 };
  };
  const over = (top: ReturnType<typeof parse>, under: ReturnType<typeof parse>) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  /** The background behind `from`: its own and its ancestors', blended until an opaque one. */
  const backgroundOf = (from: Element | null) => {
    const layers: ReturnType<typeof parse>[] = [];
    for (let node = from; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a === 1) break;
    }
    return layers.reduceRight((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  // A field's ring is on its box (MUI's InputBase), a checkbox's on the box around its hidden input (marked
  // .Mui-focusVisible by MUI's script; in the login form painted before the scripts, the box alone).
  const drawn = (e: Element) => getComputedStyle(e).outlineStyle !== 'none';
  if (which === 'outline')
    el =
      el.closest('.Mui-focusVisible, .MuiCheckbox-root') ??
      (drawn(el) ? el : el.closest('.MuiInputBase-root.Mui-focused')) ??
      el;
  const style = getComputedStyle(el);
  // An outline is drawn outside the element: on its parent's background. Text sits on the element's own.
  const back = backgroundOf(which === 'outline' ? el.parentElement : el);
  const fore = over(parse(which === 'outline' ? style.outlineColor : style.color), back);
  const [hi, lo] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
  const css = (c: { r: number; g: number; b: number }) => `rgb(${[c.r, c.g, c.b].map(Math.round).join(', ')})`;
  return {
    ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100,
    width: which === 'outline' && style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
    foreground: css(fore),
    background: css(back),
    element: `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').slice(0, 30)}" outline ${style.outlineStyle} ${style.outlineWidth}`,
  };
}

/** The contrast of the focused element's focus ring (its outline) against the background around it. */
export async function focusRing(page: Page): Promise<Contrast> {
  const focused = await page.evaluateHandle(() => document.activeElement!);
  return focused.evaluate(measure, 'outline' as const);
}

/** The contrast of an element's text against its own background. */
export const textContrast = (element: Locator): Promise<Contrast> => element.evaluate(measure, 'text' as const);
