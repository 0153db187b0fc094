import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { ProfileEntity } from './entities/profile.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { MeController } from './me.controller';
import { ProfilesService } from './profiles.service';
import { UserRolesService } from './user-roles.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity, UserRoleEntity, EmailInboxEntity])],
  controllers: [MeController],
  providers: [ProfilesService, UserRolesService],
  exports: [ProfilesService, UserRolesService],
})
export class UsersModule {}
