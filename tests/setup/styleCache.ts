/**
 * jsdom's computed styles, matched only against the rules that can apply.
 *
 * To compute an element's style jsdom matches it against every rule of every stylesheet: its own default
 * stylesheet, and one <style> per rule that emotion writes, 400-600 of them for the MUI components of a
 * screen; each check costs a few microseconds, so one element costs 2-3 ms. It computes the element's
 * ancestors as well for the inherited properties (visibility, color...), and it forgets everything at
 * any change of the document. Testing Library's getByRole asks for the computed style of each candidate,
 * of each node inside it (accessible name) and of each ancestor (is it hidden?), at every poll of a
 * findBy/waitFor. Measured on the component tests: about 40% of their time was jsdom matching rules.
 *
 * Nearly every rule can only match an element that has a given class or element name: the rightmost
 * part of its selector (`.css-1x2y3z-MuiButton-root:hover`, `.css-… .MuiTouchRipple-child`, `… caption`)
 * requires it. So:
 * - while jsdom computes one element, it gets the stylesheets that can apply to that element, in document
 *   order: those indexed by one of its classes or its element name, and those that cannot be indexed (a
 *   selector whose subject needs neither, @import); the @media rules jsdom skips (not "screen") and rules
 *   without a selector (@keyframes) are left out as jsdom leaves them out;
 * - each selector jsdom checks (its default stylesheet's too) is answered "no match" at once when the
 *   element has none of what its subjects need, and handed to the selector engine otherwise.
 * Everything else is jsdom's own: the matching, the cascade, its cache and when it drops it. The result is
 * the same (tests/setup/styleCache.test.tsx compares both ways); only rules that cannot match are skipped.
 *
 * It hooks three jsdom internals (the document implementation's `_styleCache`, `_domSelector.check` and
 * its stylesheet list's `_list`); if they are not there, the document is left as jsdom made it.
 */

interface Sheet {
  cssRules: ArrayLike<{ selectorText?: string; cssRules?: ArrayLike<unknown>; constructor: { name: string } }>;
}
interface ElementImpl {
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface StyleSheetListImpl {
  _list: Sheet[];
}

/** The rightmost compound of one selector (what the element itself must be). */
function subject(selector: string): string {
  const s = selector.trim();
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) start = i + 1;
  }
  return s.slice(start);
}

/** The classes the subject of one selector requires, outside any (...) or [...]. */
export function subjectClasses(selector: string): string[] {
  const compound = subject(selector);
  const classes: string[] = [];
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === '.') {
      const name = /^[\w-]+/.exec(compound.slice(i + 1))?.[0];
      if (name) classes.push(name);
    }
  }
  return classes;
}

/**
 * What an element must have for one selector to match it: one of its subject's classes, else its subject's
 * element name (`tag:td`); null when neither (`*`, `:not(style)`, an attribute only).
 */
export function selectorKey(selector: string): string | null {
  // An escape or a namespace (`svg|a`) is left to the selector engine.
  if (selector.includes('\\') || selector.includes('|')) return null;
  const classes = subjectClasses(selector);
  if (classes.length > 0) return classes[0];
  const tag = /^[a-zA-Z][\w-]*/.exec(subject(selector))?.[0];
  return tag ? `tag:${tag.toLowerCase()}` : null;
}

/** Splits a selector list on its top-level commas. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === ',') {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

type Rule = Sheet['cssRules'][number] & { media?: ArrayLike<string> };

/**
 * The keys of a stylesheet (see selectorKey), or null: it may apply to any element. Rules are read as jsdom
 * reads them (helpers/style-rules.js): an @media rule counts only when its media list holds "screen"
 * (jsdom skips the others), an @import makes the sheet apply anywhere, and a rule without a selector
 * (@keyframes, @font-face) never matches. jsdom matches the part of a selector after its last ';'.
 */
function keysOf(sheet: Sheet): string[] | null {
  const keys: string[] = [];
  const add = (rule: Rule): boolean => {
    if (rule.constructor.name === 'CSSImportRule') return false;
    if (rule.media) {
      if (!Array.from(rule.media).includes('screen')) return true;
      return Array.from((rule.cssRules ?? []) as ArrayLike<Rule>).every(add);
    }
    if (!rule.selectorText) return true;
    if (rule.cssRules && rule.cssRules.length > 0) return false;
    for (const selector of selectors(rule.selectorText.split(';').pop()!)) {
      const key = selectorKey(selector);
      if (key === null) return false;
      keys.push(key);
    }
    return true;
  };
  return Array.from(sheet.cssRules as ArrayLike<Rule>).every(add) ? keys : null;
}

/** Whether an element has what a key (see selectorKey) names: the class, or the element name. */
function has(element: ElementImpl, key: string): boolean {
  if (key.startsWith('tag:')) return element.localName.toLowerCase() === key.slice(4);
  return ` ${element.getAttributeNS(null, 'class') ?? ''} `.replace(/\s+/g, ' ').includes(` ${key} `);
}

/** Off: jsdom matches every rule again (for the test that compares both ways). */
let enabled = true;
export function setRuleFiltering(on: boolean): void {
  enabled = on;
}

export function matchOnlyApplicableRules(doc: Document): void {
  const implKey = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  const docImpl = implKey ? (doc as unknown as Record<symbol, Record<string, unknown>>)[implKey] : undefined;
  const list = docImpl?.styleSheets as StyleSheetListImpl | undefined;
  if (!docImpl || !('_styleCache' in docImpl) || !list || !Array.isArray(list._list)) return;

  const all = list._list;
  // The index of the sheets seen so far (`seen`, in document order): per class the positions of the sheets
  // keyed by it; `everywhere`, the positions of the others. Rebuilt when a seen sheet moved or changed.
  const seen: Sheet[] = [];
  const sizes: number[] = [];
  const byClass = new Map<string, number[]>();
  const everywhere: number[] = [];

  function reindex() {
    const stale =
      seen.length > all.length || seen.some((sheet, i) => all[i] !== sheet || sheet.cssRules.length !== sizes[i]);
    if (stale) {
      seen.length = 0;
      sizes.length = 0;
      byClass.clear();
      everywhere.length = 0;
    }
    for (let position = seen.length; position < all.length; position++) {
      const sheet = all[position];
      seen.push(sheet);
      sizes.push(sheet.cssRules.length);
      const keys = keysOf(sheet);
      if (keys === null) everywhere.push(position);
      else for (const key of new Set(keys)) byClass.set(key, [...(byClass.get(key) ?? []), position]);
    }
  }

  function applicable(element: ElementImpl): Sheet[] {
    reindex();
    const positions = new Set(everywhere);
    for (const position of byClass.get(`tag:${element.localName.toLowerCase()}`) ?? []) positions.add(position);
    for (const name of (element.getAttributeNS(null, 'class') ?? '').split(/\s+/)) {
      for (const position of byClass.get(name) ?? []) positions.add(position);
    }
    return [...positions].sort((a, b) => a - b).map((position) => all[position]);
  }

  const restore = () => {
    if (list._list !== all) list._list = all;
  };

  let styles = new WeakMap<object, unknown>();
  const cache = {
    get(element: ElementImpl) {
      restore();
      const style = styles.get(element);
      // A miss: jsdom is about to match this element against list._list, then calls set().
      if (style === undefined && enabled) list._list = applicable(element);
      return style;
    },
    set(element: ElementImpl, style: unknown) {
      restore();
      styles.set(element, style);
      return cache;
    },
  };
  // Each selector checked is first looked at for what its subjects need (a class, an element name): an
  // element with none of them is answered "no match" without running the selector engine. This covers
  // the rules of jsdom's own default stylesheet too, which are checked against every element.
  const domSelector = docImpl._domSelector as
    { check?: (selector: string, element: ElementImpl) => unknown } | undefined;
  if (domSelector && typeof domSelector.check === 'function') {
    const check = domSelector.check.bind(domSelector);
    const needs = new Map<string, string[] | null>();
    const needsOf = (selectorText: string) => {
      let keys = needs.get(selectorText);
      if (keys === undefined) {
        keys = selectors(selectorText)
          .map(selectorKey)
          .every((key) => key !== null)
          ? selectors(selectorText).map((part) => selectorKey(part)!)
          : null;
        needs.set(selectorText, keys);
      }
      return keys;
    };
    domSelector.check = (selectorText: string, element: ElementImpl) => {
      const keys = enabled ? needsOf(selectorText) : null;
      if (keys !== null && !keys.some((key) => has(element, key))) return { match: false, pseudoElement: null };
      return check(selectorText, element);
    };
  }

  Object.defineProperty(docImpl, '_styleCache', {
    configurable: true,
    get: () => {
      restore();
      return cache;
    },
    // jsdom sets a new cache (jsdom 28: an empty WeakMap; before: null) when anything changed in the
    // document: its computed styles are dropped, as jsdom does.
    set: () => {
      restore();
      styles = new WeakMap();
    },
  });
}
