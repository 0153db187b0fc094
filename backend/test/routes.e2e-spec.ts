import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { IS_PUBLIC_KEY } from '../src/platform/common/decorators/public.decorator';
import { ROLES_KEY } from '../src/platform/common/decorators/roles.decorator';
import { startTestApp, TestApp } from './support/test-app';
import { uniqueEmail } from './support/test-env';

interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
  roles: string[];
}

/** Every route registered by a controller, with its guard metadata, so routes added later are covered. */
function catalogue(app: TestApp): RouteInfo[] {
  const modules = app.app.get(ModulesContainer);
  const scanner = new MetadataScanner();
  const reflector = app.app.get(Reflector);
  const routes: RouteInfo[] = [];
  const controllers = [...modules.values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prefixes = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name] as (...args: unknown[]) => unknown;
      const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (methodPaths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, metatype]) ?? false;
      const roles = reflector.getAllAndOverride<string[]>(ROLES_KEY, [handler, metatype]) ?? [];
      for (const prefix of prefixes) {
        for (const sub of ([] as string[]).concat(methodPaths)) {
          const path = `/${[prefix, sub].map((p) => p.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
          routes.push({ method, path, isPublic, roles });
        }
      }
    }
  }
  return routes;
}

function concrete(path: string): string {
  return path.replace(/:[A-Za-z_]+/g, randomUUID()).replace(/\{?\*[A-Za-z_]*\}?/g, 'x');
}

async function call(app: TestApp, route: RouteInfo, token?: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}${concrete(route.path)}`, {
    method: route.method === 'ALL' ? 'GET' : route.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: ['GET', 'HEAD', 'DELETE', 'ALL'].includes(route.method) ? undefined : '{}',
  });
  return res.status;
}

describe('authorization of every registered route', () => {
  let app: TestApp;
  let userToken: string;
  let routes: RouteInfo[];

  beforeAll(async () => {
    app = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false', APP_ROLES: 'api,worker', RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    routes = catalogue(app);
    const email = uniqueEmail('plain');
    const res = await fetch(`${app.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Plain-User-2026!', data: { name: 'Plain User' } }),
    });
    userToken = ((await res.json()) as { access_token: string }).access_token;
    expect(userToken).toBeTruthy();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes of every feature', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /api/me', 'PUT /api/me', 'GET /api/me/stats', 'GET /auth/v1/user', 'GET /api/health']));
    expect(paths).toEqual(expect.arrayContaining(['GET /api/me/household', 'POST /api/me/household', 'DELETE /api/me/household/:id']));
    expect(paths).toEqual(expect.arrayContaining(['GET /api/me/trusted-member', 'PUT /api/me/trusted-member', 'DELETE /api/me/trusted-member', 'POST /api/me/trusted-member/help-alert']));
    expect(paths).toEqual(expect.arrayContaining(['GET /api/me/history', 'DELETE /api/me/history', 'DELETE /api/me/history/:id', 'DELETE /api/me']));
    expect(routes.filter((r) => r.isPublic).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/auth/v1/signup', '/auth/v1/token', '/api/config', '/api/health', '/api/security-events']),
    );
    // Family links are public (the signed link is the proof); the household itself is private.
    const publicPaths = routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        'GET /api/family/household-invitation',
        'POST /api/family/household-invitation/confirm',
        'GET /api/family/trusted-invitation',
        'POST /api/family/trusted-invitation/confirm',
        'GET /api/family/trusted-stop',
        'POST /api/family/trusted-stop',
        'POST /api/family/feedback',
        'POST /api/family/help-alert',
      ]),
    );
    expect(publicPaths.filter((p) => p.includes('/api/me'))).toEqual([]);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const status = await call(app, route);
      if (status !== 401) failures.push(`${route.method} ${route.path} → ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in non-admin on every admin route', async () => {
    const admin = routes.filter((r) => !r.isPublic && r.roles.includes('admin'));
    expect(admin.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/admin/stats', '/api/admin/scam-patterns', '/api/admin/test-email']));
    const failures: string[] = [];
    for (const route of admin) {
      const status = await call(app, route, userToken);
      if (status !== 403) failures.push(`${route.method} ${route.path} → ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the queue dashboard (mounted outside the controllers) closed to anonymous callers and non-admins', async () => {
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      expect([401, 403]).toContain((await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' })).status);
      const asUser = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual', headers: { authorization: `Bearer ${userToken}` } });
      expect([401, 403]).toContain(asUser.status);
    }
  });

  it('refuses a forged or expired token', async () => {
    const me = routes.find((r) => r.path === '/api/me' && r.method === 'GET')!;
    const [h, p] = userToken.split('.');
    expect(await call(app, me, `${h}.${p}.forged-signature`)).toBe(401);
    expect(await call(app, me, 'not-a-jwt')).toBe(401);
    expect(await call(app, me, userToken)).toBe(200);
  });
});
