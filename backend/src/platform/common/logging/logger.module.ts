import { Module } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

const PINO_LEVELS: Record<AppConfig['LOG_LEVEL'], string> = {
  fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace',
};

/**
 * Structured JSON logs. Request logs carry method, path (never the query string, which can hold
 * email-link tokens) and status; bodies, passwords and tokens are never logged.
 */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: PINO_LEVELS[config.LOG_LEVEL],
          redact: { paths: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'], remove: true },
          serializers: {
            req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          autoLogging: { ignore: (req: IncomingMessage) => !(req.url ?? '').startsWith('/api') && !(req.url ?? '').startsWith('/auth') },
          customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, err?: Error) =>
            err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        },
      }),
    }),
  ],
})
export class LoggerModule {}
