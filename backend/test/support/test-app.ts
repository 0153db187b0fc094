import { INestApplication } from '@nestjs/common';
import { createHttpApp } from '../../src/bootstrap';
import { AppConfig } from '../../src/platform/config/app-config';
import { freePort } from '../../src/dev/free-port';
import { testConfig } from './test-env';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the real HTTP application on a random loopback port against the test database and mailbox. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({ PORT: String(port), APP_BASE_URL: baseUrl, ...overrides });
  const app = await createHttpApp(config);
  await app.listen(port, '127.0.0.1');
  return { app, config, baseUrl, close: () => app.close() };
}
