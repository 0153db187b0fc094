import { fetchUtils } from 'react-admin';
import { getAccessToken } from '../auth/auth-client';

/** Where the admin REST API lives (same origin as the console). */
export const API_URL = `${window.location.origin}/api/admin`;

/**
 * fetchJson with the session's bearer token. A failure rejects with an HttpError whose body is the
 * server's `{message, errors: {field: message}}`, so react-admin forms show errors beside the fields.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}): ReturnType<typeof fetchUtils.fetchJson> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}
