import { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { json, urlencoded } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './platform/config/app-config';
import { createValidationPipe } from './platform/common/validation';
import { jsonDepthLimit } from './platform/web/json-depth.middleware';
import { spaMiddleware } from './platform/web/spa.middleware';
import { AUTH_RATE_LIMITS_SETTING, authRateLimitsFrom } from './features/auth/rate-limits';

const CORS_HEADERS = ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', 'range'];

/** Builds the HTTP application (used by main.ts and by the integration tests). */
export async function createHttpApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  if (config.TRUST_PROXY !== false) app.set('trust proxy', config.TRUST_PROXY);
  app.set(AUTH_RATE_LIMITS_SETTING, authRateLimitsFrom(config));
  app.disable('x-powered-by');
  // Bodies are capped at 1 MB, like GoTrue; larger requests get 413.
  app.use(json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  app.use(urlencoded({ extended: false, limit: '100kb' }));
  app.use(jsonDepthLimit());
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  });
  app.enableCors({
    origin: [new URL(config.APP_BASE_URL).origin],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const docs = new DocumentBuilder()
    .setTitle('ScamCheck API')
    .setDescription('Auth (GoTrue protocol under /auth/v1), the user\'s own data, and the admin console API.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));

  app.use(spaMiddleware());
  return app;
}

/** A process without the api role: workers and/or the poller, no HTTP server. */
export async function createWorkerContext(config: AppConfig): Promise<INestApplicationContext> {
  const ctx = await NestFactory.createApplicationContext(AppModule.register(config), { bufferLogs: true });
  ctx.useLogger(ctx.get(Logger));
  ctx.enableShutdownHooks();
  return ctx;
}
