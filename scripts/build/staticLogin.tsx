import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Checkbox from '@mui/material/Checkbox';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Login } from '../../src/customPages/Login.tsx';
import { documentTitle } from '../../src/components/documentTitle.ts';
import { STATIC_LOGIN_ID } from '../../src/customPages/staticLogin.ts';
import { t } from '../../src/i18n/translate.ts';
import { themeOptionsFor, type ThemeMode } from '../../src/shell/theme/theme.ts';

/**
 * The login page as index.html paints it before the scripts arrive (issue 17, issue 28): src/customPages/Login.tsx
 * rendered at build time by React's server renderer, with the styles MUI computes for it (emotion's, extracted),
 * in both themes. Loaded by the build (staticLoginPlugin.ts, through Vite's module runner), which puts the markup
 * in #root and the styles in <head>; staticLoginScript.js shows it on /login and keeps it usable until React's
 * page takes over (src/customPages/staticLogin.ts).
 */

/**
 * The routing context the login page needs, at /login (react-router's, as src/shell/App.tsx gives it). If the
 * app's routing changes, this is the one place to follow it.
 */
function AtLogin({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>;
}

/**
 * The states of a text field that MUI draws from React state, which the page shows before its scripts by
 * swapping classes (staticLoginScript.js): as rendered, filled (the label shrunk above the text, the outline notched
 * for it), focused (also the focus colours). Each is rendered by giving every field that state through the theme's
 * default props.
 */
const FIELD_STATES = {
  base: {},
  filled: { MuiInputLabel: { defaultProps: { shrink: true } }, MuiOutlinedInput: { defaultProps: { notched: true } } },
  focused: {
    MuiInputLabel: { defaultProps: { shrink: true } },
    MuiOutlinedInput: { defaultProps: { notched: true } },
    MuiFormControl: { defaultProps: { focused: true } },
  },
} satisfies Record<string, ThemeOptions['components']>;

type FieldState = keyof typeof FIELD_STATES;
const MODES = ['light', 'dark'] as const;
const STATES = ['base', 'filled', 'focused'] as const;

/** Marks where a rule's theme goes in each selector, once it is known whether both themes share the rule. */
const SCOPE = '%scope%';
const THEMES = { light: ":not([data-theme='dark'])", dark: "[data-theme='dark']" };
type Scope = 'both' | keyof typeof THEMES;

/**
 * A rule of one theme applies under that theme's `data-theme` on <html> (set by index.html's script before the
 * first paint), in `:where()`, which weighs nothing: every rule keeps MUI's own weight, so MUI's order of
 * precedence holds. A rule both themes draw alike is written once, as it is.
 */
const scoped = (rules: string, scope: Scope) =>
  rules.replace(/%scope%(html(?![\w-]))?/g, (_, html?: string) =>
    scope === 'both' ? (html ?? '') : html ? `html:where(${THEMES[scope]})` : `:where(html${THEMES[scope]}) `,
  );

/** Marks every selector for its theme (keyframes aside). */
const scopePlugin: StylisPlugin = (element) => {
  if (element.type !== 'rule' || element.parent?.type === '@keyframes' || !Array.isArray(element.props)) return;
  element.props = element.props.map((selector) => `${SCOPE}${selector}`);
};

/**
 * Whether a selector can match in the page: each of its compound parts needs an element with all of its classes
 * (`:not(…)` aside). The page's elements are given by their classes, in every state the page can show.
 */
export function canMatch(selector: string, elements: Set<string>[]): boolean {
  return selector
    .replace(/:not\([^)]*\)/g, '')
    .split(/[\s>+~]+/)
    .every((compound) => {
      const classes = [...compound.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      return classes.length === 0 || elements.some((element) => classes.every((c) => element.has(c)));
    });
}

/**
 * Drops the rules that cannot match the page: those of states it never shows before its scripts (a disabled or
 * invalid field, a loading button, …), and of placeholders if no field has one.
 */
const prunePlugin =
  (elements: Set<string>[], placeholders: boolean): StylisPlugin =>
  (element) => {
    if (element.type !== 'rule' || element.parent?.type === '@keyframes' || !Array.isArray(element.props)) return;
    element.props = element.props.filter(
      (selector) => canMatch(selector, elements) && (placeholders || !/placeholder/.test(selector)),
    );
    if (element.props.length === 0) element.children = [];
  };

interface Render {
  html: string;
  /** Emotion's rules, by name (a class's is the class without `css-`), in the order they were inserted. */
  rules: Map<string, string>;
}

/**
 * `node` rendered in the public theme of `mode` (with `components` added), with its emotion rules. The rules go
 * through `plugins` (one array per set of plugins: emotion memoises the server's compiled rules by it).
 */
function render(
  node: ReactNode,
  mode: ThemeMode,
  components: ThemeOptions['components'] = {},
  plugins: StylisPlugin[] = [scopePlugin],
): Render {
  const cache = createCache({ key: 'css', stylisPlugins: plugins });
  // Compat mode: rules go to cache.inserted rather than <style> elements in the markup (what @emotion/server reads).
  cache.compat = true;
  // The app's own component options (its focus ring among them), then the state's.
  const options = themeOptionsFor(mode);
  const theme = createTheme({ ...options, components: { ...options.components, ...components } });
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {node}
      </ThemeProvider>
    </CacheProvider>,
  );
  const rules = new Map(
    Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { html, rules };
}

/** The login page in every theme and field state. */
function renderLogin(plugins?: StylisPlugin[]): Record<ThemeMode, Record<FieldState, Render>> {
  const page = (mode: ThemeMode, state: FieldState) =>
    render(
      <AtLogin>
        <Login />
      </AtLogin>,
      mode,
      FIELD_STATES[state],
      plugins,
    );
  const light = { base: page('light', 'base'), filled: page('light', 'filled'), focused: page('light', 'focused') };
  const dark = { base: page('dark', 'base'), filled: page('dark', 'filled'), focused: page('dark', 'focused') };
  return { light, dark };
}

interface StartTag {
  /** Where the tag's name ends in the markup: attributes are added there. */
  at: number;
  name: string;
  className: string;
  /** Its inline style, unescaped. */
  style: string;
}

const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, entity: string) =>
    entity === 'quot' ? '"' : entity === '#x27' ? "'" : entity === 'lt' ? '<' : entity === 'gt' ? '>' : '&',
  );

/** The start tags of React's markup, in order (its attributes are always double-quoted, their values escaped). */
function startTags(html: string): StartTag[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((m) => ({
    at: m.index + 1 + m[1].length,
    name: m[1],
    className: /\sclass="([^"]*)"/.exec(m[2])?.[1] ?? '',
    style: unescapeAttribute(/\sstyle="([^"]*)"/.exec(m[2])?.[1] ?? ''),
  }));
}

/** Two renders of the same tree: their start tags, paired; fails if the trees differ. */
function pairTags(a: string, b: string): [StartTag, StartTag][] {
  const tagsA = startTags(a);
  const tagsB = startTags(b);
  if (tagsA.length !== tagsB.length || tagsA.some((tag, i) => tag.name !== tagsB[i].name))
    throw new Error('staticLogin: two renders of the login page have different elements');
  return tagsA.map((tag, i) => [tag, tagsB[i]]);
}

/**
 * The dark render's emotion classes by the light render's (the same element): the markup is the light one, and
 * the dark rules are rewritten to its classes. Fails if the pairing is not one to one.
 */
function classMapping(pairs: [StartTag, StartTag][], into: Map<string, string>): void {
  const back = new Map([...into].map(([dark, light]) => [light, dark]));
  for (const [light, dark] of pairs) {
    const lightClasses = light.className.split(' ');
    const darkClasses = dark.className.split(' ');
    if (lightClasses.length !== darkClasses.length)
      throw new Error(`staticLogin: <${light.name} class="${light.className}"> differs in the dark theme`);
    lightClasses.forEach((lightClass, i) => {
      const darkClass = darkClasses[i];
      if (lightClass === darkClass) return;
      if (!lightClass.startsWith('css-') || !darkClass.startsWith('css-'))
        throw new Error(`staticLogin: class ${lightClass} is ${darkClass} in the dark theme`);
      if ((into.get(darkClass) ?? lightClass) !== lightClass || (back.get(lightClass) ?? darkClass) !== darkClass)
        throw new Error(`staticLogin: the dark theme's ${darkClass} is not only the light theme's ${lightClass}`);
      into.set(darkClass, lightClass);
      back.set(lightClass, darkClass);
    });
  }
}

/** The parts of `text` between top-level `separator`s (outside quotes, parentheses and braces). */
function splitTopLevel(text: string, separator: '}' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '}' && --depth === 0 && separator === '}') {
      parts.push(text.slice(start, i + 1));
      start = i + 1;
    } else if (c === ';' && depth === 0 && separator === ';') {
      parts.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (depth !== 0 || text.slice(start).trim()) throw new Error(`staticLogin: cannot read ${text}`);
  return parts;
}

/**
 * One rule of each theme, the same selector: what both declare alike once, what differs once per theme. Each
 * property's declarations all go to one of the two (else the rule is written once per theme as it is), so the order
 * of the declarations still decides nothing new. At-rules are written once per theme.
 */
function splitRule(light: string, dark: string): string[] {
  const whole = [scoped(light, 'light'), scoped(dark, 'dark')];
  if (light.startsWith('@') || dark.startsWith('@')) return whole;
  const parse = (rule: string) => {
    const open = rule.indexOf('{');
    return { selector: rule.slice(0, open), declarations: splitTopLevel(rule.slice(open + 1, -1), ';') };
  };
  const l = parse(light);
  const d = parse(dark);
  const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));
  const alike = l.declarations.map((declaration, i) => declaration === d.declarations[i]);
  const split = new Map<string, boolean>();
  const consistent = l.declarations.every((declaration, i) => {
    const name = property(declaration);
    if (name !== property(d.declarations[i] ?? '')) return false;
    if ((split.get(name) ?? alike[i]) !== alike[i]) return false;
    split.set(name, alike[i]);
    return true;
  });
  if (l.selector !== d.selector || l.declarations.length !== d.declarations.length || !consistent) return whole;
  const rule = (declarations: string[], keep: boolean) =>
    `${l.selector}{${declarations.filter((_, i) => alike[i] === keep).join('')}}`;
  return [
    ...(alike.some(Boolean) ? [scoped(rule(l.declarations, true), 'both')] : []),
    scoped(rule(l.declarations, false), 'light'),
    scoped(rule(d.declarations, false), 'dark'),
  ];
}

/**
 * The style sheet of both themes, on the light render's classes: emotion's entries of the two themes, paired in
 * the order they were inserted (the same tree, so the same order), those of the classes in `html` and the global
 * ones (CssBaseline's, keyframes). Within a pair, a rule both themes draw alike is written once; the others once
 * per theme, side by side, so that in each theme the rules that apply come in MUI's order. Last, the inline styles
 * that differ by theme, as rules of each theme (`inlineStyles`, light and dark).
 */
function styleSheet(
  light: Map<string, string>,
  dark: Map<string, string>,
  darkToLight: Map<string, string>,
  html: string,
  inlineStyles: [string, string][],
): string {
  const lightEntries = [...light];
  const darkEntries = [...dark];
  if (lightEntries.length !== darkEntries.length)
    throw new Error('staticLogin: the two themes have different numbers of style entries');
  const used = new Set(html.match(/\bcss-[\w-]+/g));
  const toLight = (className: string) => darkToLight.get(className) ?? className;
  const out: string[] = [];
  lightEntries.forEach(([name, lightText], i) => {
    const [darkName, darkText] = darkEntries[i];
    const global = !lightText.includes('.css-');
    if (global !== !darkText.includes('.css-') || (!global && toLight(`css-${darkName}`) !== `css-${name}`))
      throw new Error(`staticLogin: the style entries ${name} and ${darkName} do not match`);
    if (!global && !used.has(`css-${name}`)) return;
    const lightRules = splitTopLevel(lightText, '}');
    const darkRules = splitTopLevel(
      darkText.replace(/\.(css-[\w-]+)/g, (_, c: string) => `.${toLight(c)}`),
      '}',
    );
    if (lightRules.length !== darkRules.length) {
      out.push(...lightRules.map((rule) => scoped(rule, 'light')), ...darkRules.map((rule) => scoped(rule, 'dark')));
      return;
    }
    lightRules.forEach((rule, j) =>
      out.push(...(rule === darkRules[j] ? [scoped(rule, 'both')] : splitRule(rule, darkRules[j]))),
    );
  });
  for (const [lightRule, darkRule] of inlineStyles) out.push(...splitRule(lightRule, darkRule));
  return out.join('');
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The `d` of the first <path> of a rendered icon. */
const pathOf = (html: string) => {
  const d = /<path d="([^"]*)"/.exec(html)?.[1];
  if (!d) throw new Error('staticLogin: an icon without a path');
  return d;
};

export interface StaticLogin {
  /** The login page's markup, for #root. */
  html: string;
  /** Its styles (both themes), for a <style> in <head>. */
  css: string;
  /** The tab's title on /login. */
  title: string;
}

/**
 * The login page, rendered; its markup carries what the inline script needs to draw the states React would:
 * - `id="static-login"` on the form (src/customPages/staticLogin.ts: React's page takes over from it);
 * - `data-sl-field` on each text field, and on each of its elements whose classes change with its state,
 *   `data-sl-filled` and `data-sl-focused`: its classes in that state;
 * - on the show-password button, `data-sl-label` (its other label), and on the two icons that change (that button's
 *   and the Remember me box's), `data-sl-d`: the other icon's path.
 * Its classes are those its styles or the script use (nothing else reads them before React's page replaces it).
 */
export function renderStaticLogin(): StaticLogin {
  const pages = renderLogin();
  const darkToLight = new Map<string, string>();
  for (const state of STATES) classMapping(pairTags(pages.light[state].html, pages.dark[state].html), darkToLight);

  // The attributes added to the light, as-rendered markup, by the position of the tag they go on.
  let html = pages.light.base.html;
  const added = new Map<number, string[]>();
  const add = (at: number, attribute: string) => added.set(at, [...(added.get(at) ?? []), attribute]);
  const tags = startTags(html);
  for (const state of ['filled', 'focused'] as const)
    pairTags(html, pages.light[state].html).forEach(([tag, inState]) => {
      if (tag.className !== inState.className) add(tag.at, `data-sl-${state}="${inState.className}"`);
    });
  for (const tag of tags) if (tag.className.split(' ').includes('MuiFormControl-root')) add(tag.at, 'data-sl-field');
  // An inline style that differs by theme (the dark card's overlay) becomes a rule of each theme.
  const inlineStyles: [string, string][] = [];
  pairTags(html, pages.dark.base.html).forEach(([tag, dark]) => {
    if (tag.style === dark.style) return;
    const selector = `${SCOPE}[data-sl-style="${inlineStyles.length}"]`;
    add(tag.at, `data-sl-style="${inlineStyles.length}"`);
    const declarations = (style: string) => (style && !style.endsWith(';') ? `${style};` : style);
    inlineStyles.push([`${selector}{${declarations(tag.style)}}`, `${selector}{${declarations(dark.style)}}`]);
  });
  const form = tags.find((tag) => tag.name === 'form');
  if (!form) throw new Error('staticLogin: the login page has no <form>');
  add(form.at, `id="${STATIC_LOGIN_ID}"`);

  /** The tag whose attributes contain `text`. */
  const tagWith = (text: string) => {
    const at = html.indexOf(text);
    const tag = tags.findLast((t) => t.at < at);
    if (at < 0 || !tag) throw new Error(`staticLogin: nothing in the login page has ${text}`);
    return tag;
  };
  /** An icon of the page, by its path, and the path it changes to. */
  const swapIcon = (shown: string, other: string) => add(tagWith(`d="${shown}"`).at, `data-sl-d="${other}"`);
  add(
    tagWith(`aria-label="${escapeAttribute(t('busads.login.showPassword'))}"`).at,
    `data-sl-label="${escapeAttribute(t('busads.login.hidePassword'))}"`,
  );
  swapIcon(pathOf(render(<VisibilityIcon />, 'light').html), pathOf(render(<VisibilityOffIcon />, 'light').html));
  swapIcon(
    pathOf(render(<Checkbox checked />, 'light').html),
    pathOf(render(<Checkbox checked={false} />, 'light').html),
  );
  for (const at of [...added.keys()].sort((a, b) => b - a))
    html = `${html.slice(0, at)} ${added.get(at)!.join(' ')}${html.slice(at)}`;
  html = html.replace(/(<[\w-]+ data-sl-style="\d+"[^>]*?) style="[^"]*"/g, '$1');

  // The styles: rendered again, without the rules that match nothing of the page in any of its states (in either
  // theme), nor what the inline script adds (MUI's disabled look of the submit button, while a submit is held).
  const elements = MODES.flatMap((mode) =>
    STATES.flatMap((state) => startTags(pages[mode][state].html).map((tag) => new Set(tag.className.split(' ')))),
  );
  const buttons = elements.filter((element) => element.has('MuiButton-root'));
  elements.push(...buttons.map((button) => new Set([...button, 'Mui-disabled'])));
  const placeholders = STATES.some((state) => / placeholder="/.test(pages.light[state].html));
  const styled = renderLogin([prunePlugin(elements, placeholders), scopePlugin]);
  const rulesOf = (mode: ThemeMode) => new Map(STATES.flatMap((state) => [...styled[mode][state].rules]));
  const css = styleSheet(rulesOf('light'), rulesOf('dark'), darkToLight, html, inlineStyles);

  const usedClasses = new Set(css.match(/\.-?[a-zA-Z_][\w-]*/g)?.map((c) => c.slice(1)));
  html = html.replace(/ (class|data-sl-filled|data-sl-focused)="([^"]*)"/g, (_, attribute: string, value: string) => {
    const classes = [...new Set(value.split(' ').filter((c) => usedClasses.has(c)))];
    return classes.length ? ` ${attribute}="${classes.join(' ')}"` : '';
  });
  return { html, css, title: documentTitle(t('busads.login.submit')) };
}
