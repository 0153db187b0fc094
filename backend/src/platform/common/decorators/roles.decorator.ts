import { SetMetadata } from '@nestjs/common';

export const ROLES_KEY = 'roles';

/** Restricts a route (or controller) to users holding one of these roles in user_roles. */
export const Roles = (...roles: string[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** Admin-only route or controller. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => Roles('admin');
