/** An absolute http(s) URL: the only kind of address from data that the app turns into a link. */
export const isWebUrl = (text: string): boolean => /^https?:\/\//i.test(text);

/**
 * A media path from data (SPEC.md section 3): kept when it is an http(s) URL, otherwise a path under
 * the API base (apiBaseOf(config)). Leading slashes are collapsed, so '//other.host/x' cannot leave the API's host, and
 * 'javascript:' or 'data:' text becomes a harmless path.
 */
export function mediaUrl(path: string, base: string): string {
  if (isWebUrl(path)) return path;
  return `${base}/${path.replace(/^[\\/]+/, '')}`;
}
