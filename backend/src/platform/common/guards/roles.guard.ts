import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { MESSAGES } from '@scamcheck/shared';
import { UserRoleEntity } from '../../../features/users/entities/user-role.entity';
import { AuthenticatedRequest } from '../auth-principal';
import { ROLES_KEY } from '../decorators/roles.decorator';

/** Global guard for @Roles()/@AdminOnly() routes, checked against user_roles on every request. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user) throw new ForbiddenException(MESSAGES.adminAccessRequired);
    const count = await this.db.getRepository(UserRoleEntity).count({ where: { userId: request.user.userId, role: In(roles) } });
    if (count === 0) throw new ForbiddenException(MESSAGES.adminAccessRequired);
    return true;
  }
}
