import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FAMILY_MESSAGES, MAX_HOUSEHOLD_MEMBERS } from '@scamcheck/shared';
import { DataSource, EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { ProfileEntity } from '../users/entities/profile.entity';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { newNonce } from '../../platform/links/signed-link';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { ReplyOutboxService } from '../../pipeline/replies/reply-outbox.service';
import { AddHouseholdMemberDto, HouseholdDto, HouseholdInvitationDto, HouseholdMemberDto } from './dto/household.dto';
import { FAMILY_MAIL_LIMITS, INVITATION_KINDS, sentByAccountToday, sentToRecipientToday } from './family-mail-limits';
import { linkFailure, tooManyEmails, usedLink } from './family-errors';
import { HouseholdMemberEntity } from './household-member.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toHouseholdMemberDto(row: HouseholdMemberEntity): HouseholdMemberDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    status: row.confirmedAt ? 'confirmed' : 'pending',
    invitedAt: row.invitedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/**
 * The household of an account: family addresses added by the account holder, each confirmed by
 * its owner through a signed, single-use, expiring link. Invitations go through the reply outbox.
 */
@Injectable()
export class HouseholdService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: ReplyOutboxService,
    private readonly links: SignedLinksService,
  ) {}

  async list(accountId: string): Promise<HouseholdDto> {
    const rows = await this.db.getRepository(HouseholdMemberEntity).find({ where: { accountId }, order: { createdAt: 'ASC' } });
    const checksToday = await this.db
      .getRepository(EmailInboxEntity)
      .count({ where: { userId: accountId, outcome: 'analysed', processedAt: MoreThan(new Date(Date.now() - DAY_MS)) } });
    return { members: rows.map(toHouseholdMemberDto), maxMembers: MAX_HOUSEHOLD_MEMBERS, dailyLimit: this.config.DAILY_SCAN_LIMIT, checksToday };
  }

  /** Adds a family address (or re-sends a pending one's invitation) and queues the invitation. */
  async add(accountId: string, dto: AddHouseholdMemberDto): Promise<HouseholdMemberDto> {
    const { row, deliveryId } = await this.withAccountLock(accountId, async (manager) => {
      const profile = await manager.getRepository(ProfileEntity).findOne({ where: { id: accountId } });
      if (!profile) throw new NotFoundException({ message: 'Profile not found' });
      if (profile.email.toLowerCase() === dto.email) throw new BadRequestException({ message: FAMILY_MESSAGES.ownAddress, errors: { email: FAMILY_MESSAGES.ownAddress } });
      const repo = manager.getRepository(HouseholdMemberEntity);
      let member = await repo.findOne({ where: { accountId, email: dto.email } });
      if (member?.confirmedAt) throw new ConflictException({ message: FAMILY_MESSAGES.alreadyMember, errors: { email: FAMILY_MESSAGES.alreadyMember } });
      if (!member && (await repo.count({ where: { accountId } })) >= MAX_HOUSEHOLD_MEMBERS) {
        throw new BadRequestException({ message: FAMILY_MESSAGES.householdFull });
      }
      const language = dto.language ?? (profile.language === 'fr' ? 'fr' : 'en');
      const nonce = newNonce();
      if (member) {
        member.name = dto.name;
        member.language = language;
        member.inviteNonce = nonce;
        member.invitedAt = new Date();
        member = await repo.save(member);
      } else {
        member = await repo.save(repo.create({ accountId, name: dto.name, email: dto.email, language, inviteNonce: nonce, invitedAt: new Date(), confirmedAt: null }));
      }
      return { row: member, deliveryId: await this.queueInvitation(manager, profile, member) };
    });
    await this.outbox.enqueue(deliveryId);
    return toHouseholdMemberDto(row);
  }

  async remove(accountId: string, id: string): Promise<void> {
    const result = await this.db.getRepository(HouseholdMemberEntity).delete({ id, accountId });
    if (!result.affected) throw new NotFoundException({ message: FAMILY_MESSAGES.notInHousehold });
  }

  /** What the invitation page shows to the holder of a valid link (the address's owner). */
  async invitation(token: unknown): Promise<HouseholdInvitationDto> {
    const { member } = await this.memberFor(this.db.manager, token);
    const inviter = await this.db.getRepository(ProfileEntity).findOne({ where: { id: member.accountId } });
    return {
      inviterName: inviter?.name || inviter?.email || '',
      memberName: member.name,
      memberEmail: member.email,
      status: member.confirmedAt ? 'confirmed' : 'pending',
    };
  }

  /** Confirms the address: single use, latest invitation only, one household per address. */
  async confirm(token: unknown): Promise<HouseholdInvitationDto> {
    await this.db.transaction(async (manager) => {
      const { member, claims } = await this.memberFor(manager, token, true);
      if (member.confirmedAt) throw usedLink();
      if (await manager.getRepository(ProfileEntity).exists({ where: { email: member.email } })) {
        throw new ConflictException({ message: FAMILY_MESSAGES.hasOwnAccount });
      }
      const elsewhere = await manager.getRepository(HouseholdMemberEntity).exists({ where: { email: member.email, confirmedAt: Not(IsNull()) } });
      if (elsewhere) {
        throw new ConflictException({ message: FAMILY_MESSAGES.otherHousehold });
      }
      if (!(await this.links.consume(manager, claims))) throw usedLink();
      await manager.getRepository(HouseholdMemberEntity).update({ id: member.id }, { confirmedAt: new Date() });
    });
    return this.invitation(token).catch(() => {
      throw usedLink();
    });
  }

  private async memberFor(manager: EntityManager, token: unknown, lock = false) {
    const check = this.links.verify(token, 'household-confirm');
    if (!check.ok) throw linkFailure(check);
    const member = await manager
      .getRepository(HouseholdMemberEntity)
      .findOne({ where: { id: check.claims.s }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    // Removed, or a newer invitation replaced this one.
    if (!member || member.inviteNonce !== check.claims.n) throw usedLink();
    return { member, claims: check.claims };
  }

  private async queueInvitation(manager: EntityManager, inviter: ProfileEntity, member: HouseholdMemberEntity): Promise<string> {
    if ((await sentByAccountToday(manager, inviter.id, INVITATION_KINDS)) >= FAMILY_MAIL_LIMITS.invitationsPerAccount) throw tooManyEmails();
    if ((await sentToRecipientToday(manager, member.email, INVITATION_KINDS)) >= FAMILY_MAIL_LIMITS.invitationsPerRecipient) throw tooManyEmails();
    return this.outbox.insert(manager, null, {
      kind: 'household_invite',
      recipient: member.email,
      language: member.language === 'fr' ? 'fr' : 'en',
      payload: {
        accountId: inviter.id,
        memberId: member.id,
        nonce: member.inviteNonce,
        inviterName: inviter.name ?? '',
        inviterEmail: inviter.email,
        memberName: member.name,
      },
    });
  }

  /** The account's household changes one at a time (the count of 10 and the daily limits hold). */
  private withAccountLock<T>(accountId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 11))', [`household:${accountId}`]);
      return work(manager);
    });
  }
}
