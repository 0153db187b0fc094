import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { DatabaseLogger, errorMessageOf, statementOf } from './database.logger';

describe('finding 5: DatabaseLogger logs failed queries without their parameters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the error and the statement, never the parameters', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // Called as TypeORM calls it: with the parameters.
    const logger: TypeOrmLogger = new DatabaseLogger();
    logger.logQueryError(new Error('invalid byte sequence for encoding "UTF8": 0x00'), 'INSERT INTO "email_inbox"("subject") VALUES ($1)', [
      'Subject with zqx-marker',
    ]);
    const line = String(error.mock.calls[0][0]);
    expect(line).toContain('invalid byte sequence');
    expect(line).toContain('INSERT INTO "email_inbox"');
    expect(line).not.toContain('zqx-marker');
  });

  it.each([
    ['blanks a value quoted at the end of the message', 'invalid input syntax for type integer: "zqx-marker"', 'invalid input syntax for type integer: "…"'],
    ['keeps identifiers inside the message', 'null value in column "subject" of relation "email_inbox" violates not-null constraint', 'null value in column "subject" of relation "email_inbox" violates not-null constraint'],
  ])('%s', (_name, message, logged) => {
    expect(errorMessageOf(message)).toBe(logged);
  });

  it('blanks literals in the statement', () => {
    expect(statementOf("SELECT 'zqx-marker'::text,\n  $1")).toBe("SELECT '…'::text, $1");
  });

  it('does not log successful queries', () => {
    const spies = (['log', 'debug', 'verbose', 'warn', 'error'] as const).map((level) => jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined));
    new DatabaseLogger().logQuery();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
