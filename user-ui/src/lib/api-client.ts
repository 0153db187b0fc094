import { getAccessToken } from './auth-client';

/** An error answer of the REST API: 400 `{message, errors: {field: message}}` and friends. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  /** Sends the session's bearer token (default true). */
  readonly auth?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function apiRequest<T>(path: string, { method = 'GET', body, auth = true }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = await getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('Network error: failed to fetch', 0);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === 'string' ? data.message : response.statusText || `HTTP ${response.status}`;
    const errors: Record<string, string> = {};
    if (isRecord(data) && isRecord(data.errors)) {
      for (const [field, value] of Object.entries(data.errors)) if (typeof value === 'string') errors[field] = value;
    }
    throw new ApiError(message, response.status, errors);
  }
  return data as T;
}
