import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_BLOCK_REASON, MESSAGES } from '@scamcheck/shared';
import { BlockedEmailEntity } from '../src/features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../src/features/email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../src/features/scam-patterns/scam-pattern.entity';
import { KnowledgeService } from '../src/pipeline/intake/knowledge.service';
import { SecurityEventEntity } from '../src/features/security-events/security-event.entity';
import { startTestApp, TestApp } from './support/test-app';
import { uniqueEmail } from './support/test-env';

const PASSWORD = 'Maple-Leaf-2026!';

interface Json {
  [key: string]: unknown;
}

/** An answer body: a record, a list of records, or an error `{message, errors}`. */
type Body = Json & Json[] & { message: string; errors: Record<string, string> };

describe('admin API (/api/admin, ra-data-simple-rest)', () => {
  let app: TestApp;
  let db: DataSource;
  let adminToken: string;
  let userToken: string;
  const adminEmail = uniqueEmail('admin');
  const tag = randomBytes(4).toString('hex');

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function call(method: string, path: string, body?: unknown, token: string | null = adminToken): Promise<{ status: number; json: Body; headers: Headers }> {
    const res = await fetch(`${app.baseUrl}/api/admin/${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as Body, headers: res.headers };
  }

  function list(resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): ReturnType<typeof call> {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    return call('GET', `${resource}?${q.toString()}`);
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD, AUTH_CONFIRM_EMAIL: 'false' });
    db = app.app.get(DataSource);
    adminToken = await signIn(adminEmail);
    const userEmail = uniqueEmail('family');
    const signUp = await fetch(`${app.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: userEmail, password: PASSWORD, data: { name: 'Family Member' } }),
    });
    expect(signUp.status).toBe(200);
    userToken = await signIn(userEmail);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses callers without a token (401) and signed-in non-admins (403)', async () => {
    for (const path of ['stats', 'scam-patterns', 'emails', 'blocked-emails', 'security-events']) {
      expect((await call('GET', path, undefined, null)).status).toBe(401);
      const forbidden = await call('GET', path, undefined, userToken);
      expect(forbidden.status).toBe(403);
      expect(forbidden.json.message).toBe(MESSAGES.adminAccessRequired);
    }
    expect((await call('POST', 'blocked-emails', { email: 'x@example.com' }, userToken)).status).toBe(403);
    expect((await call('PUT', `scam-patterns/${randomUUID()}`, { is_active: false }, null)).status).toBe(401);
  });

  describe('scam-patterns', () => {
    it('creates, reads, edits, toggles and deletes a pattern', async () => {
      const created = await call('POST', 'scam-patterns', {
        pattern_type: 'phrase',
        pattern_text: `  gift card ${tag}  `,
        severity: 'critical',
        confidence_score: 0.85,
        description: 'Gift card payment request',
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        pattern_type: 'phrase',
        pattern_text: `gift card ${tag}`,
        severity: 'critical',
        confidence_score: 0.85,
        description: 'Gift card payment request',
        true_positives: 0,
        false_positives: 0,
        is_active: true,
      });
      const id = created.json.id as string;
      expect((await call('GET', `scam-patterns/${id}`)).json.pattern_text).toBe(`gift card ${tag}`);

      // react-admin sends the whole record back: read-only fields are ignored.
      const edited = await call('PUT', `scam-patterns/${id}`, { ...created.json, confidence_score: 0.5, true_positives: 99, is_active: false });
      expect(edited.status).toBe(200);
      expect(edited.json).toMatchObject({ id, confidence_score: 0.5, true_positives: 0, is_active: false });
      expect((await call('PUT', `scam-patterns/${id}`, { is_active: true })).json.is_active).toBe(true);

      const duplicate = await call('POST', 'scam-patterns', { pattern_type: 'phrase', pattern_text: `gift card ${tag}` });
      expect(duplicate.status).toBe(409);

      const deleted = await call('DELETE', `scam-patterns/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.json.id).toBe(id);
      expect((await call('GET', `scam-patterns/${id}`)).status).toBe(404);
      expect((await call('GET', 'scam-patterns/not-a-uuid')).status).toBe(404);
    });

    it('validates fields and refuses regexes that do not compile or could run away', async () => {
      const bad = await call('POST', 'scam-patterns', { pattern_type: 'sql', pattern_text: '', confidence_score: 2 });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toMatchObject({
        pattern_type: 'Pattern type must be one of: keyword, phrase, regex, sender, domain, url',
        pattern_text: 'Pattern text is required',
        confidence_score: 'Confidence must be between 0 and 1',
      });
      expect(typeof bad.json.message).toBe('string');

      const broken = await call('POST', 'scam-patterns', { pattern_type: 'regex', pattern_text: '(unclosed' });
      expect(broken.status).toBe(400);
      expect(broken.json.errors.pattern_text).toMatch(/not a valid regular expression/);
      expect(broken.json.message).toBe(broken.json.errors.pattern_text);

      const runaway = await call('POST', 'scam-patterns', { pattern_type: 'regex', pattern_text: '(a+)+$' });
      expect(runaway.status).toBe(400);
      expect(typeof runaway.json.errors.pattern_text).toBe('string');

      const fine = await call('POST', 'scam-patterns', { pattern_type: 'regex', pattern_text: `act now ${tag}\\d{2}` });
      expect(fine.status).toBe(201);
      // Switching an existing pattern to a bad regex is refused as well.
      const switched = await call('PUT', `scam-patterns/${fine.json.id}`, { pattern_text: '[z-a]' });
      expect(switched.status).toBe(400);
      await call('DELETE', `scam-patterns/${fine.json.id}`);
    });

    it('finding 2: refuses the regex-safety bypasses ([^] / [] hiding a nested repeat, five-digit counts) with a clear 400', async () => {
      for (const pattern_text of ['[^](a+)+]', '[](a+)+]', 'a{99999}', `x${tag}{0,99999}`]) {
        const res = await call('POST', 'scam-patterns', { pattern_type: 'regex', pattern_text });
        expect(res.status).toBe(400);
        expect(res.json.errors.pattern_text).toMatch(/repeat/i);
        expect(res.json.message).toBe(res.json.errors.pattern_text);
      }
      const fine = await call('POST', 'scam-patterns', { pattern_type: 'regex', pattern_text: `act now ${tag}[^]{0,5}x` });
      expect(fine.status).toBe(201);
      const switched = await call('PUT', `scam-patterns/${fine.json.id}`, { pattern_text: '[^](a+)+]' });
      expect(switched.status).toBe(400);
      await call('DELETE', `scam-patterns/${fine.json.id}`);
    });

    it('finding 2: an unsafe regex already in the database is left out of the engine\'s knowledge with a warning naming its id, and cannot be turned back on', async () => {
      const repo = db.getRepository(ScamPatternEntity);
      const stored = await repo.save(repo.create({ patternType: 'regex', patternText: `[^](a+)+]${tag}`, severity: 'critical', confidenceScore: 1, isActive: true }));
      const safe = await repo.save(repo.create({ patternType: 'regex', patternText: `safe ${tag}.*x`, severity: 'low', confidenceScore: 0.5, isActive: true }));
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        // The worker's own service over the real database (this app runs the api role only).
        const knowledge = await new KnowledgeService(repo, db.getRepository(EmailInboxEntity), db.getRepository(BlockedEmailEntity)).get();
        expect(knowledge.patterns.map((p) => p.id)).not.toContain(stored.id);
        expect(knowledge.patterns.map((p) => p.id)).toContain(safe.id);
        // Deactivating it works; turning it back on is refused with the reason.
        expect((await call('PUT', `scam-patterns/${stored.id}`, { is_active: false })).status).toBe(200);
        const reactivated = await call('PUT', `scam-patterns/${stored.id}`, { is_active: true });
        expect(reactivated.status).toBe(400);
        expect(reactivated.json.errors.pattern_text).toMatch(/repeat/i);
        expect(warn.mock.calls.map((c) => String(c[0])).some((m) => m.includes(stored.id))).toBe(true);
      } finally {
        warn.mockRestore();
        await repo.delete([stored.id, safe.id]);
      }
    });

    it('lists newest first with sorting, ranges, filters and Content-Range', async () => {
      const repo = db.getRepository(ScamPatternEntity);
      const base = Date.now() - 60_000;
      for (let i = 0; i < 5; i++) {
        await repo.save(
          repo.create({
            patternType: 'keyword',
            patternText: `listtest-${tag}-${i}`,
            severity: i % 2 ? 'high' : 'low',
            confidenceScore: i / 10,
            isActive: i !== 4,
            createdAt: new Date(base + i * 1000),
          }),
        );
      }
      const all = await list('scam-patterns', { filter: { q: `listtest-${tag}` } });
      expect(all.status).toBe(200);
      expect(all.json.map((p) => p.pattern_text)).toEqual([4, 3, 2, 1, 0].map((i) => `listtest-${tag}-${i}`));
      expect(all.headers.get('content-range')).toBe('scam-patterns 0-4/5');

      const page = await list('scam-patterns', { sort: ['confidence_score', 'ASC'], range: [1, 2], filter: { q: `listtest-${tag}` } });
      expect(page.json.map((p) => p.confidence_score)).toEqual([0.1, 0.2]);
      expect(page.headers.get('content-range')).toBe('scam-patterns 1-2/5');

      const inactive = await list('scam-patterns', { filter: { q: `listtest-${tag}`, is_active: false } });
      expect(inactive.json.map((p) => p.pattern_text)).toEqual([`listtest-${tag}-4`]);
      const high = await list('scam-patterns', { filter: { q: `listtest-${tag}`, severity: 'high' } });
      expect(high.headers.get('content-range')).toBe('scam-patterns 0-1/2');

      // getMany
      const ids = all.json.slice(0, 2).map((p) => p.id as string);
      const many = await list('scam-patterns', { filter: { id: ids } });
      expect(many.json.map((p) => p.id).sort()).toEqual([...ids].sort());

      const empty = await list('scam-patterns', { filter: { q: `nothing-${tag}` } });
      expect(empty.json).toEqual([]);
      expect(empty.headers.get('content-range')).toBe('scam-patterns */0');

      const badSort = await list('scam-patterns', { sort: ['encrypted_password', 'ASC'] });
      expect(badSort.status).toBe(400);
      expect(badSort.json.errors.sort).toMatch(/Cannot sort by encrypted_password/);
      expect((await list('scam-patterns', { sort: ['created_at', 'SIDEWAYS'] })).status).toBe(400);
      expect((await list('scam-patterns', { range: [5, 1] })).json.errors.range).toBeDefined();
      expect((await list('scam-patterns', { range: 'nope' })).status).toBe(400);
      expect((await list('scam-patterns', { filter: '[1]' })).json.errors.filter).toBe('filter must be a JSON object');
    });
  });

  describe('emails', () => {
    async function seedEmail(overrides: Partial<EmailInboxEntity>): Promise<EmailInboxEntity> {
      const repo = db.getRepository(EmailInboxEntity);
      return repo.save(
        repo.create({
          messageKey: `test:${randomUUID()}`,
          senderEmail: 'forwarder@family.test',
          recipientEmail: 'check@scamcheck.local',
          subject: `Subject ${tag}`,
          riskLevel: 'dangerous',
          outcome: 'analysed',
          analysisResult: { confidence: 91, reasons: [] },
          ...overrides,
        }),
      );
    }

    it('lists the newest processed first, at most 100 rows a page, with the user email', async () => {
      const me = (await (await fetch(`${app.baseUrl}/api/me`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { id: string };
      const base = Date.now() - 3_600_000;
      for (let i = 0; i < 3; i++) {
        await seedEmail({ subject: `history-${tag}-${i}`, processedAt: new Date(base + i * 1000), userId: me.id, riskLevel: i === 0 ? null : 'safe' });
      }
      const res = await list('emails', { filter: { q: `history-${tag}` } });
      expect(res.status).toBe(200);
      expect(res.json.map((e) => e.subject)).toEqual([2, 1, 0].map((i) => `history-${tag}-${i}`));
      expect(res.headers.get('content-range')).toBe('emails 0-2/3');
      expect(res.json[0]).toMatchObject({ user_id: me.id, user_email: adminEmail, risk_level: 'safe', confidence: 91, response_sent: false, response_sent_at: null, sender_email: 'forwarder@family.test' });
      expect(res.json[2].risk_level).toBeNull();
      const unknown = await list('emails', { filter: { q: `history-${tag}`, risk_level: 'unknown' } });
      expect(unknown.json.map((e) => e.subject)).toEqual([`history-${tag}-0`]);

      // Ranges are capped at 100 rows.
      for (let i = 0; i < 101; i++) await seedEmail({ subject: `bulk-${tag}` });
      const capped = await list('emails', { range: [0, 499], filter: { q: `bulk-${tag}` } });
      expect(capped.json).toHaveLength(100);
      expect(capped.headers.get('content-range')).toBe('emails 0-99/101');
      const noRange = await list('emails', { filter: { q: `bulk-${tag}` } });
      expect(noRange.json).toHaveLength(100);
      expect((await list('emails', { sort: ['analysis_result', 'ASC'] })).status).toBe(400);
    });

    it('sets response_sent_at with response_sent and clears it when turned off', async () => {
      const email = await seedEmail({});
      const on = await call('PUT', `emails/${email.id}`, { response_sent: true });
      expect(on.status).toBe(200);
      expect(on.json.response_sent).toBe(true);
      expect(typeof on.json.response_sent_at).toBe('string');
      const again = await call('PUT', `emails/${email.id}`, { response_sent: true, subject: 'ignored' });
      expect(again.json.response_sent_at).toBe(on.json.response_sent_at);
      expect(again.json.subject).toBe(`Subject ${tag}`);
      const off = await call('PUT', `emails/${email.id}`, { response_sent: false });
      expect(off.json).toMatchObject({ response_sent: false, response_sent_at: null });
      const bad = await call('PUT', `emails/${email.id}`, { response_sent: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ response_sent: 'response_sent must be true or false' });
      expect((await call('PUT', `emails/${randomUUID()}`, { response_sent: true })).status).toBe(404);
    });

    it('moves pattern counts with verdict feedback, idempotently', async () => {
      const repo = db.getRepository(ScamPatternEntity);
      const [a, b] = await repo.save([
        repo.create({ patternType: 'keyword', patternText: `fb-a-${tag}` }),
        repo.create({ patternType: 'keyword', patternText: `fb-b-${tag}` }),
      ]);
      const email = await seedEmail({ analysisResult: { confidence: 80, matchedPatternIds: [a.id, b.id, 'junk'] } });
      const counts = async () => (await repo.findBy([{ id: a.id }, { id: b.id }])).map((p) => [p.truePositives, p.falsePositives]);

      expect((await call('PUT', `emails/${email.id}`, { verdict_feedback: 'correct' })).json.verdict_feedback).toBe('correct');
      expect(await counts()).toEqual([[1, 0], [1, 0]]);
      await call('PUT', `emails/${email.id}`, { verdict_feedback: 'correct' });
      expect(await counts()).toEqual([[1, 0], [1, 0]]);
      await call('PUT', `emails/${email.id}`, { verdict_feedback: 'incorrect' });
      expect(await counts()).toEqual([[0, 1], [0, 1]]);
      // Concurrent repeats still count once.
      await Promise.all([1, 2, 3].map(() => call('PUT', `emails/${email.id}`, { verdict_feedback: 'correct' })));
      expect(await counts()).toEqual([[1, 0], [1, 0]]);
      await call('PUT', `emails/${email.id}`, { verdict_feedback: null });
      expect(await counts()).toEqual([[0, 0], [0, 0]]);
      const pattern = await call('GET', `scam-patterns/${a.id}`);
      expect(pattern.json).toMatchObject({ true_positives: 0, false_positives: 0 });
      expect((await call('PUT', `emails/${email.id}`, { verdict_feedback: 'maybe' })).json.errors.verdict_feedback).toBe(
        'verdict_feedback must be correct, incorrect or null',
      );
    });
  });

  describe('blocked-emails', () => {
    it('blocks a trimmed lower-cased address once, by the current admin, and unblocks it', async () => {
      const address = `Scammer-${tag}@Example.COM`;
      const blocked = await call('POST', 'blocked-emails', { email: `  ${address} ` });
      expect(blocked.status).toBe(201);
      expect(blocked.json).toMatchObject({ email: address.toLowerCase(), reason: DEFAULT_BLOCK_REASON, blocked_by_email: adminEmail });
      expect(typeof blocked.json.blocked_by).toBe('string');

      const duplicate = await call('POST', 'blocked-emails', { email: address.toUpperCase(), reason: 'again' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json.message).toBe('This email is already blocked');

      const withReason = await call('POST', 'blocked-emails', { email: `other-${tag}@example.com`, reason: '  Sent fake CRA notices ' });
      expect(withReason.json.reason).toBe('Sent fake CRA notices');

      const listed = await list('blocked-emails', { filter: { q: tag } });
      expect(listed.json.map((b) => b.email)).toEqual([`other-${tag}@example.com`, address.toLowerCase()]);
      expect(listed.headers.get('content-range')).toBe('blocked-emails 0-1/2');
      expect((await list('blocked-emails', { sort: ['email', 'DESC'], filter: { q: tag } })).json[0].email).toBe(address.toLowerCase());
      expect((await call('GET', `blocked-emails/${blocked.json.id}`)).json.email).toBe(address.toLowerCase());

      const removed = await call('DELETE', `blocked-emails/${blocked.json.id}`);
      expect(removed.status).toBe(200);
      expect(removed.json.email).toBe(address.toLowerCase());
      expect((await call('DELETE', `blocked-emails/${blocked.json.id}`)).status).toBe(404);
      expect((await call('POST', 'blocked-emails', { email: address })).status).toBe(201);
    });

    it.each([
      [undefined, 'Email is required'],
      ['', 'Email is required'],
      ['   ', 'Email cannot be empty'],
      [`${'a'.repeat(250)}@x.ca`, 'Email must be less than 254 characters'],
      ['no-at-sign.example.com', 'Invalid email format'],
      ['a@b@example.com', 'Invalid email format'],
      ['john..doe@example.com', 'Invalid email format'],
      ['.john@example.com', 'Invalid email format'],
      [`${'a'.repeat(65)}@example.com`, 'Invalid email format'],
      ['john@localhost', 'Invalid email format'],
      ['john@example.c', 'Email domain must have a valid top-level domain'],
    ])('refuses %j with the admin email message %j', async (email, message) => {
      const res = await call('POST', 'blocked-emails', email === undefined ? { reason: 'x' } : { email });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors).toEqual({ email: message });
    });
  });

  describe('security-events and stats', () => {
    it('lists auth errors newest first, finds one by error id, and counts the dashboard stats', async () => {
      const repo = db.getRepository(SecurityEventEntity);
      const errorId = `ERR-${Date.now().toString(36).toUpperCase()}-${tag.toUpperCase()}`;
      const before = (await call('GET', 'stats')).json;
      await repo.save([
        repo.create({
          eventType: 'auth_error',
          severity: 'error',
          description: `Login failed ${tag}`,
          metadata: { errorId, action: 'signin', email: `gran-${tag}@family.test`, originalError: 'Invalid login credentials', userMessage: 'Email or password is incorrect' },
          errorId,
          createdAt: new Date(Date.now() - 1000),
        }),
        repo.create({ eventType: 'auth_error', severity: 'warning', description: `Old one ${tag}`, metadata: {}, createdAt: new Date(Date.now() - 3 * 86_400_000) }),
        repo.create({ eventType: 'other_event', severity: 'info', description: `Not an auth error ${tag}`, metadata: {} }),
      ]);
      const res = await list('security-events', { filter: { q: tag } });
      expect(res.json.map((e) => e.description)).toEqual([`Login failed ${tag}`, `Old one ${tag}`]);
      expect(res.headers.get('content-range')).toBe('security-events 0-1/2');
      expect(res.json[0]).toMatchObject({
        event_type: 'auth_error',
        severity: 'error',
        error_id: errorId,
        metadata: { errorId, action: 'signin', email: `gran-${tag}@family.test`, userMessage: 'Email or password is incorrect' },
      });

      for (const filter of [{ errorId }, { errorId: errorId.toLowerCase() }, { q: errorId }, { q: errorId.toLowerCase() }]) {
        const found = await list('security-events', { filter });
        expect(found.json.map((e) => e.error_id)).toEqual([errorId]);
      }
      expect((await list('security-events', { range: [0, 1000] })).json.length).toBeLessThanOrEqual(100);
      expect((await call('GET', `security-events/${res.json[0].id}`)).json.error_id).toBe(errorId);

      const after = (await call('GET', 'stats')).json;
      expect(after.auth_errors_24h as number).toBeGreaterThanOrEqual((before.auth_errors_24h as number) + 1);
      for (const key of ['total_patterns', 'active_patterns', 'emails_analyzed', 'auth_errors_24h']) expect(typeof after[key]).toBe('number');
      expect(after.active_patterns as number).toBeLessThanOrEqual(after.total_patterns as number);
    });
  });
});
