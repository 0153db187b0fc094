import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { HouseholdMemberEntity } from '../family/household-member.entity';
import { ProfileEntity } from '../users/entities/profile.entity';
import { UserRolesService } from '../users/user-roles.service';
import { ReplyDeliveryEntity } from '../../pipeline/replies/reply-delivery.entity';
import { HistoryEntryDto, HistoryPageDto } from './dto/history.dto';

const MAX_REASONS = 20;

function reasonsOf(analysis: Record<string, unknown> | null): string[] {
  const raw = analysis?.reasons;
  return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string').slice(0, MAX_REASONS) : [];
}

/**
 * "My history": the checks of the account and its household (metadata, verdict and reasons; the
 * pipeline never stores a body), deleting them, and deleting the whole account.
 */
@Injectable()
export class HistoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly roles: UserRolesService,
  ) {}

  async list(accountId: string, page = 1, pageSize = 10): Promise<HistoryPageDto> {
    const [rows, total] = await this.db.getRepository(EmailInboxEntity).findAndCount({
      where: { userId: accountId },
      order: { processedAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const [profile, members] = await Promise.all([
      this.db.getRepository(ProfileEntity).findOne({ where: { id: accountId } }),
      this.db.getRepository(HouseholdMemberEntity).find({ where: { accountId } }),
    ]);
    const names = new Map(members.map((m) => [m.email, m.name]));
    if (profile) names.set(profile.email, profile.name ?? profile.email);
    const items: HistoryEntryDto[] = rows.map((r) => ({
      id: r.id,
      checkedAt: r.processedAt.toISOString(),
      forwardedBy: r.senderEmail,
      forwardedByName: names.get(r.senderEmail) ?? null,
      originalSender: r.originalSender,
      subject: r.subject,
      verdict: r.riskLevel,
      outcome: r.outcome,
      reasons: reasonsOf(r.analysisResult),
    }));
    return { items, page, pageSize, total };
  }

  async remove(accountId: string, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await manager.getRepository(EmailInboxEntity).findOne({ where: { id, userId: accountId } });
      if (!row) throw new NotFoundException({ message: 'This check is not in your history.' });
      await this.deleteRows(manager, [row]);
    });
  }

  async removeAll(accountId: string): Promise<{ deleted: number }> {
    return this.db.transaction(async (manager) => {
      const rows = await manager.getRepository(EmailInboxEntity).find({ select: { id: true, messageKey: true }, where: { userId: accountId } });
      await this.deleteRows(manager, rows);
      return { deleted: rows.length };
    });
  }

  /**
   * Deletes the account: its history (and the replies' metadata), the emails queued because of it,
   * then the user, which takes with it the profile, roles, household, trusted member, sessions and
   * refresh tokens (foreign keys ON DELETE CASCADE). Admin accounts are removed by another admin.
   */
  async deleteAccount(accountId: string, typedEmail: string): Promise<void> {
    if (await this.roles.isAdmin(accountId)) throw new ForbiddenException({ message: 'An admin account cannot delete itself here.' });
    await this.db.transaction(async (manager) => {
      const user = await manager.getRepository(AuthUserEntity).findOne({ where: { id: accountId } });
      if (!user) throw new NotFoundException({ message: 'Profile not found' });
      if (typedEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new BadRequestException({ message: 'Type your email address exactly to confirm', errors: { email: 'Type your email address exactly to confirm' } });
      }
      const rows = await manager.getRepository(EmailInboxEntity).find({ select: { id: true, messageKey: true }, where: { userId: accountId } });
      await this.deleteRows(manager, rows);
      await manager
        .getRepository(ReplyDeliveryEntity)
        .createQueryBuilder()
        .delete()
        .where(`payload->>'accountId' = :accountId`, { accountId })
        .execute();
      await manager.getRepository(AuthUserEntity).delete({ id: accountId });
    });
  }

  private async deleteRows(manager: EntityManager, rows: Pick<EmailInboxEntity, 'id' | 'messageKey'>[]): Promise<void> {
    if (rows.length === 0) return;
    const keys = rows.map((r) => r.messageKey);
    for (let i = 0; i < keys.length; i += 500) {
      await manager.getRepository(ReplyDeliveryEntity).delete({ messageKey: In(keys.slice(i, i + 500)) });
    }
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) await manager.getRepository(EmailInboxEntity).delete({ id: In(ids.slice(i, i + 500)) });
  }
}
