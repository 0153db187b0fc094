import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ADMIN_ROLE, UserRoleEntity } from './entities/user-role.entity';

@Injectable()
export class UserRolesService {
  constructor(@InjectRepository(UserRoleEntity) private readonly roles: Repository<UserRoleEntity>) {}

  async hasRole(userId: string, role: string): Promise<boolean> {
    return (await this.roles.count({ where: { userId, role } })) > 0;
  }

  isAdmin(userId: string): Promise<boolean> {
    return this.hasRole(userId, ADMIN_ROLE);
  }

  async grant(userId: string, role: string): Promise<void> {
    await this.roles.createQueryBuilder().insert().values({ userId, role }).orIgnore().execute();
  }
}
