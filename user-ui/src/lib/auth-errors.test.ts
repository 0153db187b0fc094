import { AUTH_ERROR_SEVERITY, classifyAuthError, createErrorId, readAuthErrorLog, storeAuthError, type AuthErrorRecord } from './auth-errors';

describe('auth error catalogue', () => {
  it.each([
    ['Invalid Refresh Token: Refresh Token Not Found (refresh_token_not_found)', 'session'],
    ['Auth session missing!', 'session'],
    ['Auth session or user missing', 'session'],
    ['User already registered', 'alreadyRegistered'],
    ['A user with this email address already exists', 'alreadyRegistered'],
    ['Invalid login credentials', 'invalidCredentials'],
    ['Email not confirmed', 'emailNotConfirmed'],
    ['Password should be at least 8 characters. Password should contain at least one character of each: abc, ABC, 123, !@#', 'weakPassword'],
    ['Request rate limit reached', 'rateLimit'],
    ['Too many requests', 'rateLimit'],
    ['For security purposes, you can only request this after 42 seconds.', 'rateLimit'],
    ['Failed to fetch', 'network'],
    ['NetworkError when attempting to fetch resource.', 'network'],
    ['Something odd', 'unknown'],
    ['', 'unknown'],
  ] as const)('classifies %j as %s', (message, kind) => {
    expect(classifyAuthError(message)).toBe(kind);
  });

  it('gives each kind the severity of the spec', () => {
    expect(AUTH_ERROR_SEVERITY).toEqual({
      session: 'warning',
      alreadyRegistered: 'info',
      invalidCredentials: 'error',
      emailNotConfirmed: 'warning',
      weakPassword: 'error',
      rateLimit: 'warning',
      network: 'error',
      unknown: 'error',
    });
  });
});

describe('error id', () => {
  it('is ERR-{time}-{random}, upper case, accepted by the backend', () => {
    const id = createErrorId(1732200000000, () => 0.123456789);
    expect(id).toMatch(/^ERR-1732200000000-[A-Z0-9]{6}$/);
    for (let i = 0; i < 50; i += 1) expect(createErrorId()).toMatch(/^ERR-[A-Z0-9]+-[A-Z0-9]+$/);
  });
  it('still has a random part when the random source returns 0', () => {
    expect(createErrorId(5, () => 0)).toMatch(/^ERR-5-[A-Z0-9]+$/);
  });
});

describe('local error log', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the last 10 records, newest first', () => {
    for (let i = 0; i < 12; i += 1) {
      const record: AuthErrorRecord = {
        id: `ERR-${i}-X`,
        kind: 'unknown',
        severity: 'error',
        message: 'm',
        userMessage: 'Authentication error',
        whatHappened: '',
        whatToDo: '',
        action: 'login',
        timestamp: new Date(0).toISOString(),
      };
      storeAuthError(record);
    }
    const log = readAuthErrorLog();
    expect(log).toHaveLength(10);
    expect(log[0]?.id).toBe('ERR-11-X');
    expect(log[9]?.id).toBe('ERR-2-X');
  });
  it('survives garbage in storage', () => {
    localStorage.setItem('authErrorLogs', '{not json');
    expect(readAuthErrorLog()).toEqual([]);
  });
});
