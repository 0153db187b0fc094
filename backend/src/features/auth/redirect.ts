const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Accepts a redirect target only on our own origin (docs/auth.md; the port is ignored
 * for loopback hosts). Anything else falls back silently to the default.
 */
export function safeRedirect(candidate: string | undefined, baseUrl: string, fallbackPath: string): string {
  const base = new URL(baseUrl);
  const fallback = new URL(fallbackPath, base).toString();
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fallback;
  }
  const sameHost = url.hostname === base.hostname || (LOOPBACK.has(url.hostname) && LOOPBACK.has(base.hostname));
  const samePort = url.port === base.port || LOOPBACK.has(url.hostname);
  if (url.protocol !== base.protocol || !sameHost || !samePort) return fallback;
  url.hash = '';
  return url.toString();
}
