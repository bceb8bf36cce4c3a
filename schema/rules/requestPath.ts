/**
 * Whether a request's path (`target`, its query left aside) is `prefix` followed by a plain path: every segment
 * after it filled, none that is or decodes to `.` or `..`, and no slash or backslash hidden in one (`%2F`, `%5C`).
 * Proxies and servers normalise the others away, so `/media/%2e%2e/readyz` would reach `/readyz`: a path that
 * passes goes where it says.
 */
export function isPlainPathUnder(prefix: string, target: string): boolean {
  const path = target.split('?', 1)[0]!;
  if (!path.startsWith(prefix)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const hidesSeparator = decoded.includes('\\') || decoded.split('/').length !== path.split('/').length;
  const segments = decoded.slice(prefix.length).split('/');
  return !hidesSeparator && segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
