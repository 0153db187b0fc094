import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

/** Debian's Chromium, headless (docs/architecture.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ContextOptions {
  viewport?: ViewportName;
  locale?: 'en-CA' | 'fr-CA';
}

/** A fresh context (own storage) with the given window size and browser language. */
export async function newContext(browser: Browser, baseUrl: string, { viewport = 'desktop', locale = 'en-CA' }: ContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    locale,
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  ctx.on('page', (page) => void applyEnvCpuSlowdown(page).catch(() => undefined)); // a page closed at once
  await watchCsp(ctx);
  return ctx;
}

/** Every Content-Security-Policy violation reported in any context watched since the last take. */
const cspViolations: string[] = [];

/**
 * Records the CSP violations of every page and frame of the context: the `securitypolicyviolation`
 * events and Chromium's "Refused to ... Content Security Policy" console errors. Suites check
 * takeCspViolations() after each test: no screen may trip the apps' policy.
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void cspViolations.push(text));
  // Runs in every page and frame (a string: the browser's globals are not in this project's types).
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation?.(location.pathname + ': ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });`);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}

/**
 * Refusals the policy makes on purpose: the queue dashboard's page (bull-board) links a Google Fonts
 * stylesheet, which its policy refuses so an admin's browser tells Google nothing.
 */
const INTENDED_REFUSALS = [/https:\/\/fonts\.googleapis\.com\//];

/** The violations recorded since the last call (and forgets them), without the intended refusals. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0).filter((v) => !INTENDED_REFUSALS.some((re) => re.test(v)));
}

/**
 * `BROWSER_CPU_SLOWDOWN=N` runs every page's scripts N times slower (Chromium's CPU throttling), to
 * bring out races between renders that a fast machine hides. 1 (no slowdown) by default.
 */
export function envCpuSlowdown(): number {
  const rate = Number(process.env.BROWSER_CPU_SLOWDOWN ?? '1');
  return Number.isFinite(rate) && rate > 1 ? rate : 1;
}

/** Slows the page down as `BROWSER_CPU_SLOWDOWN` asks (nothing by default). */
export async function applyEnvCpuSlowdown(page: Page): Promise<void> {
  if (envCpuSlowdown() > 1) await slowDownCpu(page, envCpuSlowdown());
}

/** Runs this page's scripts `rate` times slower (1: full speed). */
export async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Console errors and failed pages, so a test can assert the app ran cleanly. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const seen = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (for people to look at); no-op otherwise. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Tall pages are saved in slices a person (or an image viewer) can read.
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  const slice = size.width < 600 ? 1100 : 2400;
  for (let y = 0, part = 1; y < height; y += slice, part += 1) {
    const suffix = height > slice ? `-${part}` : '';
    await page.screenshot({ path: join(dir, `${name}${suffix}.png`), fullPage: true, clip: { x: 0, y, width: size.width, height: Math.min(slice, height - y) } });
  }
}

/** True when the page scrolls sideways (something is wider than the window). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth > window.innerWidth + 1')) as boolean;
}

/**
 * Waits until a page expression is true. Playwright's waitForFunction compiles a string predicate
 * inside the page when it has to poll, which the apps' CSP (no 'unsafe-eval') refuses; page.evaluate
 * runs through the DevTools protocol and is not subject to it.
 */
export async function waitUntilTrue(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await page.evaluate(expression)) === true) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
