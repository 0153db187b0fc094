import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ScamPatternEntity } from '../../src/features/scam-patterns/scam-pattern.entity';
import { startTestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { AppProcess, appProcessEnv, closeApp, forward, pipelineOverrides, registerFamilyMember, startAppProcess, waitForReply } from './pipeline-support';

function originalWithBody(text: string): Buffer {
  return Buffer.from(
    [
      'From: Newsletter <news@example.org>',
      'To: rose@family.test',
      'Subject: Hello',
      'Date: Mon, 2 Nov 2026 10:00:00 +0000',
      `Message-ID: <${randomBytes(6).toString('hex')}@example.org>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\r\n'),
  );
}

describe('pipeline: a hostile admin regex', () => {
  it('finding 2: a runaway regex already in the database ([^](a+)+]) does not stall the worker: forty a\'s still get their verdict', async () => {
    const tag = randomBytes(4).toString('hex');
    const api = await startTestApp(pipelineOverrides({ APP_ROLES: 'api' }));
    const patterns = api.app.get(DataSource).getRepository(ScamPatternEntity);
    // Stored directly, as a pattern saved before the check was fixed would be.
    const hostile = await patterns.save(patterns.create({ patternType: 'regex', patternText: `[^](a+)+]${tag}`, severity: 'critical', confidenceScore: 1, isActive: true }));
    let worker: AppProcess | null = null;
    try {
      const member = uniqueEmail('hostile');
      await registerFamilyMember(api, member);
      // The worker runs as its own process, so a pinned core cannot freeze the test itself.
      worker = await startAppProcess(appProcessEnv(api.config, 'worker,poller', { LOG_LEVEL: 'warn' }));
      await forward(api, member, originalWithBody(`${'a'.repeat(40)}!`), { style: 'gmail' });
      const reply = await waitForReply(member, () => true, 60_000);
      expect(reply.subject).toMatch(/^(SAFE|CAUTION|SCAM)/);
      expect(worker.output()).toContain(`Scam pattern ${hostile.id} is left out`);
    } finally {
      worker?.child.kill('SIGKILL');
      await patterns.delete({ id: hostile.id });
      await closeApp(api);
    }
  }, 180_000);
});
