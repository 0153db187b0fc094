import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('applies the local defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_ROLES).toEqual(['api', 'worker', 'poller']);
    expect(config.DAILY_SCAN_LIMIT).toBe(2);
    expect(config.AUTH_CONFIRM_EMAIL).toBe(true);
  });

  it('lists every invalid value at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DAILY_SCAN_LIMIT: '-1', APP_ROLES: 'api,cook', AUTH_CONFIRM_EMAIL: 'maybe' })).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*DAILY_SCAN_LIMIT[\s\S]*AUTH_CONFIRM_EMAIL[\s\S]*APP_ROLES/) }),
    );
  });

  it('refuses to start in production with an example secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: an example value is not allowed/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-enough-length-0123456789', IMAP_PASSWORD: 'imap-real', SMTP_PASSWORD: '' }),
    ).toThrow(/LINK_SIGNING_SECRET: an example value is not allowed/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-real-secret-of-enough-length-0123456789',
        LINK_SIGNING_SECRET: 'another-real-secret-of-enough-length-987',
        IMAP_PASSWORD: 'imap-real',
        SMTP_PASSWORD: '',
      }),
    ).not.toThrow();
  });

  it('requires a link-signing secret of 32 characters or more, distinct from JWT_SECRET', () => {
    expect(() => loadConfig({ LINK_SIGNING_SECRET: 'short' })).toThrow(/LINK_SIGNING_SECRET must be at least 32 characters/);
    const same = 'the-same-secret-used-twice-0123456789abcdef';
    expect(() => loadConfig({ JWT_SECRET: same, LINK_SIGNING_SECRET: same })).toThrow(/LINK_SIGNING_SECRET: must differ from JWT_SECRET/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together and LLM_MODEL with LLM_BASE_URL', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.ca' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9' })).toThrow(/LLM_MODEL/);
  });
});

describe('finding 7: docker compose with .env copied from .env.example', () => {
  const repo = join(__dirname, '..', '..', '..', '..');
  /** KEY=VALUE lines, as docker compose reads an env_file. */
  const envFile = (text: string): Record<string, string> =>
    Object.fromEntries(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#') && line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  /** The ENV of the image's runtime stage. */
  const imageEnv = (dockerfile: string): Record<string, string> => {
    const line = dockerfile.split('\n').filter((l) => l.startsWith('ENV ')).pop() ?? '';
    return Object.fromEntries(line.slice(4).trim().split(/\s+/).map((pair) => pair.split('=') as [string, string]));
  };

  it('finding 7: .env.example does not override the image production mode, so the example secrets are refused', () => {
    const example = envFile(readFileSync(join(repo, '.env.example'), 'utf8'));
    expect(example.NODE_ENV).toBeUndefined();
    // env_file values override the image ENV (compose precedence).
    const env = { ...imageEnv(readFileSync(join(repo, 'Dockerfile'), 'utf8')), ...example };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: an example value is not allowed/);
  });
});

describe('finding 10: TRUST_PROXY takes a hop count or the proxies, never a bare true', () => {
  it('finding 10: refuses true and bad addresses at start-up, accepts hops and addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any client/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow(/TRUST_PROXY: not an IP address or subnet: proxy.example/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1, loopback' }).TRUST_PROXY).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'loopback']);
  });
});

describe('finding 8: sign-up without email confirmation', () => {
  it('finding 8: AUTH_CONFIRM_EMAIL=false (sign-up then has to tell which addresses exist) is refused in production', () => {
    const real = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-real-secret-of-enough-length-0123456789',
      LINK_SIGNING_SECRET: 'another-real-secret-of-enough-length-987',
      IMAP_PASSWORD: 'imap-real',
    };
    expect(() => loadConfig({ ...real, AUTH_CONFIRM_EMAIL: 'false' })).toThrow(/AUTH_CONFIRM_EMAIL: false is for development and tests/);
    expect(() => loadConfig({ ...real, AUTH_CONFIRM_EMAIL: 'true' })).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'test', AUTH_CONFIRM_EMAIL: 'false' }).AUTH_CONFIRM_EMAIL).toBe(false);
  });
});
