import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AuthPrincipal } from '../auth-principal';
import { AuthErrors, GoTrueError } from '../gotrue-error';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';

const PUBLIC_REQUEST = Symbol('publicRequest');

/**
 * The global guard: every route is private unless marked @Public(). On public routes a valid token
 * still identifies the caller (optional), but a missing or bad one is not an error.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request & { [PUBLIC_REQUEST]?: boolean }>();
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    // Public auth endpoints receive the project key as a bearer; only try real-looking JWTs.
    const header = request.headers.authorization ?? '';
    if (!/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(header) || request.path.startsWith('/auth/v1')) return true;
    request[PUBLIC_REQUEST] = true;
    try {
      await super.canActivate(context);
    } catch {
      // anonymous caller on a public route
    }
    return true;
  }

  override handleRequest<TUser = AuthPrincipal>(err: unknown, user: TUser | false, info: unknown, context: ExecutionContext): TUser {
    const request = context.switchToHttp().getRequest<{ [PUBLIC_REQUEST]?: boolean }>();
    if (err || !user) {
      if (request[PUBLIC_REQUEST]) return undefined as TUser;
      if (err instanceof GoTrueError) throw err;
      throw this.describe(info);
    }
    return user;
  }

  private describe(info: unknown): GoTrueError {
    if (info instanceof Error) {
      if (info.name === 'TokenExpiredError') return AuthErrors.badJwt('token has invalid claims: token is expired');
      if (info.name === 'JsonWebTokenError' || info.name === 'NotBeforeError') return AuthErrors.badJwt(info.message);
    }
    return AuthErrors.noAuthorization();
  }
}
