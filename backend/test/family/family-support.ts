import { DataSource } from 'typeorm';
import { linkFrom } from '../support/mailbox-reader';
import { TestApp } from '../support/test-app';
import { PASSWORD, waitForReply } from '../pipeline/pipeline-support';

/** An access token for a registered account (password grant). */
export async function signIn(app: TestApp, email: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function api<T = Record<string, unknown>>(app: TestApp, method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The token of the first link to an app page in the newest matching mail of an address. */
export async function tokenFromMail(app: TestApp, address: string, page: string, subject: RegExp): Promise<string> {
  const mail = await waitForReply(address, (m) => subject.test(m.subject ?? ''));
  return new URL(linkFrom(mail, `${app.baseUrl}${page}?token=`)).searchParams.get('token') ?? '';
}

export async function count(db: DataSource, sql: string, params: unknown[]): Promise<number> {
  return ((await db.query(sql, params)) as { n: number }[])[0].n;
}

/** Adds a family address to the account and confirms it through the link of its invitation email. */
export async function confirmedHouseholdMember(app: TestApp, token: string, email: string, name: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  const added = await api(app, 'POST', '/api/me/household', { token, body: { name, email, language } });
  if (added.status !== 201) throw new Error(`adding ${email} failed: ${added.status}`);
  const link = await tokenFromMail(app, email, '/family/join', /Please confirm|À confirmer/);
  const confirmed = await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: link } });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${confirmed.status}`);
}

/** Names the trusted family member and confirms through the link of the invitation email. */
export async function confirmedTrustedMember(app: TestApp, token: string, email: string, name: string, language: 'en' | 'fr' = 'en', alertOnCaution = false): Promise<void> {
  const set = await api(app, 'PUT', '/api/me/trusted-member', { token, body: { name, email, language, alertOnCaution } });
  if (set.status !== 200) throw new Error(`naming ${email} failed: ${set.status}`);
  const link = await tokenFromMail(app, email, '/family/trusted', /trusted family member|proche de confiance/);
  const confirmed = await api(app, 'POST', '/api/family/trusted-invitation/confirm', { body: { token: link } });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${confirmed.status}`);
}
