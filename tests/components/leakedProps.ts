/**
 * The attributes a React-only prop left on the page's elements, as `<tag name="value">` (empty: none). A
 * prop no component reads (`InputProps`, a `filters` element) lands on a DOM element as a lower-cased
 * attribute; React warns only for some (not for a lower-case name), and never in the production build.
 */
export function leakedProps(): string[] {
  return [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter(
        (a) =>
          /^(input|inputlabel|select|formhelpertext)props$|^inputref$/.test(a.name) || a.value === '[object Object]',
      )
      .map((a) => `<${element.localName} ${a.name}="${a.value}">`),
  );
}
