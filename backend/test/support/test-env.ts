import { randomBytes } from 'node:crypto';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';

/** A configuration pointing at the run's throwaway database and test mailbox, with a unique Redis prefix. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const required = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through jest (global-setup prepares it)`);
    return value;
  };
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    APP_BASE_URL: 'http://localhost:3999',
    APP_ROLES: 'api',
    DATABASE_URL: required('TEST_DATABASE_URL'),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `scamcheck-test-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    IMAP_PORT: required('TEST_IMAP_PORT'),
    SMTP_PORT: required('TEST_LMTP_PORT'),
    SMTP_LMTP: 'true',
    LOG_LEVEL: 'error',
    ...overrides,
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@family.test`;
}

/** The JSON body of a response, typed loosely for assertions. */
export async function jsonOf<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
