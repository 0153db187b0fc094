import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { AuthenticatedRequest, AuthPrincipal } from '../auth-principal';

/** The signed-in caller of a private route. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthPrincipal => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new UnauthorizedException();
  return request.user;
});

/** The caller when signed in, undefined on a public route without a valid token. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthPrincipal | undefined =>
    ctx.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
