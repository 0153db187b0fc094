import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * A database error message without the value it may quote: Postgres ends some messages with the
 * offending input (`invalid input syntax for type integer: "…"`), which can be a query parameter.
 */
export function errorMessageOf(message: string): string {
  return message.replace(/:\s*"[\s\S]*"\s*$/, ': "…"').slice(0, 300);
}

/** The statement of a failed query, with any quoted literal blanked: never its parameters. */
export function statementOf(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "'…'").replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * TypeORM's logger: failed queries, slow queries and TypeORM's warnings go to the app's logger with
 * the statement only. Query parameters are never logged: they hold subjects, senders and analysis
 * results, i.e. email content (TypeORM's own console logger prints them on every failure).
 */
export class DatabaseLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    // Successful queries are not logged.
  }

  logQueryError(error: string | Error, query: string): void {
    const message = errorMessageOf(typeof error === 'string' ? error : error.message);
    this.logger.error(`query failed: ${message} [${statementOf(query)}]`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms) [${statementOf(query)}]`);
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = typeof message === 'string' ? message : String(message);
    if (level === 'warn') this.logger.warn(text);
    else this.logger.log(text);
  }
}
