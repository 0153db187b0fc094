import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileEntity } from './entities/profile.entity';

export interface NewProfile {
  name: string | null;
  email: string;
  phone?: string | null;
  gender?: string | null;
  country?: string | null;
  language?: string;
}

@Injectable()
export class ProfilesService {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(EmailInboxEntity) private readonly inbox: Repository<EmailInboxEntity>,
  ) {}

  async create(manager: EntityManager, id: string, data: NewProfile): Promise<void> {
    await manager.getRepository(ProfileEntity).insert({
      id,
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      gender: data.gender ?? null,
      country: data.country ?? null,
      language: data.language ?? 'en',
    });
  }

  async get(id: string): Promise<ProfileEntity> {
    const profile = await this.profiles.findOne({ where: { id } });
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  findByEmail(email: string): Promise<ProfileEntity | null> {
    return this.profiles.findOne({ where: { email: email.trim().toLowerCase() } });
  }

  /** Updates the profile and keeps the account's user_metadata (shown in the header) in step. */
  async update(id: string, dto: UpdateProfileDto): Promise<ProfileEntity> {
    return this.profiles.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ProfileEntity);
      const profile = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!profile) throw new NotFoundException('Profile not found');
      profile.name = dto.name;
      if (dto.phone !== undefined) profile.phone = dto.phone ?? null;
      if (dto.gender !== undefined) profile.gender = dto.gender ?? null;
      if (dto.country !== undefined) profile.country = dto.country ?? null;
      if (dto.language !== undefined) profile.language = dto.language;
      await repo.save(profile);
      const users = manager.getRepository(AuthUserEntity);
      const user = await users.findOne({ where: { id } });
      if (user) {
        user.userMetadata = {
          ...user.userMetadata,
          name: profile.name,
          phone: profile.phone,
          gender: profile.gender,
          country: profile.country,
          language: profile.language,
        };
        await users.save(user);
      }
      return profile;
    });
  }

  /** Mirrors metadata changed through PUT /auth/v1/user into the profile. */
  async syncFromMetadata(manager: EntityManager, id: string, metadata: Record<string, unknown>): Promise<void> {
    const patch: { name?: string; language?: string } = {};
    if (typeof metadata.name === 'string' && metadata.name.trim().length >= 2) patch.name = metadata.name.trim().slice(0, 100);
    if (metadata.language === 'en' || metadata.language === 'fr') patch.language = metadata.language;
    if (Object.keys(patch).length > 0) await manager.getRepository(ProfileEntity).update({ id }, patch);
  }

  countScans(userId: string): Promise<number> {
    return this.inbox.count({ where: { userId } });
  }
}
