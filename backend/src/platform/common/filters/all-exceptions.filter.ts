import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { AUTH_ATTEMPT_HEADER } from '@scamcheck/shared';
import { GoTrueError } from '../gotrue-error';

const GOTRUE_API_VERSION = '2024-01-01';
const UNAUTHORIZED_CODES = new Set(['no_authorization', 'bad_jwt', 'user_not_found', 'session_not_found']);

/** Failures that mean PostgreSQL or Redis is unreachable: a retryable 503, never a 500 with details. */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001'].includes(code ?? '') ||
    /Connection terminated|connect ECONNREFUSED|Connection is closed|timeout exceeded when trying to connect/i.test(error.message)
  );
}

/**
 * The one global exception filter. Auth routes (/auth/v1) answer in the GoTrue error format; every
 * other route answers `{statusCode, message, errors?}`. Stack traces never leave the server.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    if (response.headersSent) return;
    const isAuthRoute = (request.originalUrl ?? request.url).startsWith('/auth/v1');

    let error = this.toGoTrue(exception);
    if (error.status >= 500) {
      this.logger.error(
        `${request.method} ${request.path} failed: ${exception instanceof Error ? exception.stack ?? exception.message : String(exception)}`,
      );
    }

    if (isAuthRoute) {
      response.setHeader('X-Supabase-Api-Version', GOTRUE_API_VERSION);
      if (error.code !== 'weak_password') response.setHeader('x-sb-error-code', error.code);
      if (error.attempt) response.setHeader(AUTH_ATTEMPT_HEADER, error.attempt);
      response.status(error.status).json({ code: error.code, error_code: error.code, message: error.message, ...error.extra });
      return;
    }

    if (UNAUTHORIZED_CODES.has(error.code)) error = new GoTrueError(401, error.code, 'Authentication required');
    const body: Record<string, unknown> = { statusCode: error.status, message: error.message, ...error.extra };
    response.status(error.status).json(body);
  }

  private toGoTrue(exception: unknown): GoTrueError {
    if (exception instanceof GoTrueError) return exception;
    if (exception instanceof ThrottlerException) {
      return new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      let message = exception.message;
      let extra: Record<string, unknown> = {};
      if (typeof payload === 'object' && payload !== null) {
        const p = payload as { message?: unknown; errors?: unknown };
        if (typeof p.message === 'string') message = p.message;
        else if (Array.isArray(p.message)) message = p.message.join('; ');
        if (p.errors && typeof p.errors === 'object') extra = { errors: p.errors };
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
        return new GoTrueError(413, 'request_entity_too_large', 'Request body too large', extra);
      }
      return new GoTrueError(status, this.codeFor(status), message, extra);
    }
    if (exception instanceof SyntaxError && 'body' in exception) {
      return new GoTrueError(400, 'bad_json', `Could not parse request body as JSON: ${exception.message}`);
    }
    const typeTooLarge = (exception as { type?: string } | null)?.type;
    if (typeTooLarge === 'entity.too.large') {
      return new GoTrueError(413, 'request_entity_too_large', 'Request body too large');
    }
    if (isUnavailable(exception) || (exception instanceof QueryFailedError && isUnavailable(exception.driverError))) {
      return new GoTrueError(503, 'service_unavailable', 'Service temporarily unavailable, please try again');
    }
    return new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please try again');
  }

  private codeFor(status: number): string {
    switch (status) {
      case 400: return 'validation_failed';
      case 401: return 'no_authorization';
      case 403: return 'forbidden';
      case 404: return 'not_found';
      case 409: return 'conflict';
      case 422: return 'validation_failed';
      case 429: return 'over_request_rate_limit';
      default: return status >= 500 ? 'unexpected_failure' : 'request_failed';
    }
  }
}
