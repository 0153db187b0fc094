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
