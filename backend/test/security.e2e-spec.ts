import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app';
import { jsonOf, uniqueEmail } from './support/test-env';

const STRONG = 'Maple-Leaf-2026!';
const GOTRUE = { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { ...GOTRUE, ...headers }, body: JSON.stringify(body) });
}

function signIn(app: TestApp, email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return post(app, '/auth/v1/token?grant_type=password', { email, password }, headers);
}

/** Security findings of issue 29 that need the running app (real PostgreSQL and Redis). */
describe('security findings (issue 29)', () => {
  describe('finding 10: X-Forwarded-For is trusted only from the configured proxies', () => {
    it('finding 10: a direct client that is not a listed proxy cannot rotate X-Forwarded-For past the per-IP limit', async () => {
      const app = await startTestApp({ TRUST_PROXY: '10.0.0.1', RATE_LIMIT_TOKEN_PER_5MIN: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 1; i <= 5; i++) {
          const res = await signIn(app, uniqueEmail('rotate'), 'Wrong-Pass-1!', { 'X-Forwarded-For': `203.0.113.${i}` });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([400, 400, 400, 429, 429]);
      } finally {
        await app.close();
      }
    });

    it('finding 10: behind a listed proxy, each forwarded client gets its own per-IP budget', async () => {
      const app = await startTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_TOKEN_PER_5MIN: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 1; i <= 5; i++) {
          const res = await signIn(app, uniqueEmail('proxied'), 'Wrong-Pass-1!', { 'X-Forwarded-For': `203.0.113.${i}` });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400]);
      } finally {
        await app.close();
      }
    });
  });
});
