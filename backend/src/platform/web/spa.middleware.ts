import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the built apps live: <repo>/user-ui/dist and <repo>/admin-ui/dist. */
export function appDistDirs(): { user: string; admin: string } {
  const repo = resolve(__dirname, '..', '..', '..', '..');
  return { user: join(repo, 'user-ui', 'dist'), admin: join(repo, 'admin-ui', 'dist') };
}

const NOT_SPA = /^\/(api|auth\/v1|admin\/queues)(\/|$)/;

/**
 * Content-Security-Policy of both apps (sessions live in local storage, so no script but our own
 * bundles may ever run): scripts, connections, fonts and images from this origin only (images also
 * as data: URIs), no plugins, no <base> or form posts elsewhere, no framing by other sites. Inline
 * styles stay allowed: React style props, MUI/emotion in the admin console and the emails shown in
 * the sandboxed preview frame (which inherits this policy) need them, and they cannot run script.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

function placeholder(res: Response, app: string): void {
  res.status(503).type('html').send(`<!doctype html><title>ScamCheck</title><p>The ${app} is not built yet: run <code>npm run build</code>.</p>`);
}

/**
 * Serves the family app at / and the admin console at /admin, with history-API fallback to each
 * app's index.html. Hashed assets are cached for a year; index.html is never cached.
 */
export function spaMiddleware(): (req: Request, res: Response, next: NextFunction) => void {
  const dirs = appDistDirs();
  const staticOptions = {
    index: false,
    fallthrough: true,
    setHeaders: (res: Response, path: string) => {
      res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
  const userStatic = express.static(dirs.user, staticOptions);
  const adminStatic = express.static(dirs.admin, staticOptions);

  const sendIndex = (res: Response, dir: string, app: string) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) return placeholder(res, app);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) return next();
    res.setHeader('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      req.url = req.url.slice('/admin'.length) || '/';
      return adminStatic(req, res, () => sendIndex(res, dirs.admin, 'admin console'));
    }
    return userStatic(req, res, () => sendIndex(res, dirs.user, 'family app'));
  };
}
