import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FAMILY_MESSAGES } from '@scamcheck/shared';
import { DataSource, EntityManager } from 'typeorm';
import { ProfileEntity } from '../users/entities/profile.entity';
import { LinkPurpose, newNonce } from '../../platform/links/signed-link';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { ReplyOutboxService } from '../../pipeline/replies/reply-outbox.service';
import { SetTrustedMemberDto, TrustedLinkDto, TrustedMemberDto, TrustedMemberStateDto } from './dto/trusted-member.dto';
import { linkFailure, tooManyEmails, usedLink } from './family-errors';
import { FAMILY_MAIL_LIMITS, INVITATION_KINDS, sentByAccountToday, sentToRecipientToday } from './family-mail-limits';
import { TrustedContactEntity } from './trusted-contact.entity';

export function trustedStatus(row: TrustedContactEntity): TrustedMemberDto['status'] {
  if (row.stoppedAt) return 'stopped';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

function toDto(row: TrustedContactEntity): TrustedMemberDto {
  return {
    name: row.name,
    email: row.email,
    language: row.language,
    alertOnCaution: row.alertOnCaution,
    status: trustedStatus(row),
    invitedAt: row.invitedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/**
 * The trusted family member: one per account, named by the account holder, confirmed by its owner
 * through a signed single-use link, stopped at any time from an alert's own link.
 */
@Injectable()
export class TrustedMemberService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: ReplyOutboxService,
    private readonly links: SignedLinksService,
  ) {}

  async get(accountId: string): Promise<TrustedMemberStateDto> {
    const row = await this.db.getRepository(TrustedContactEntity).findOne({ where: { accountId } });
    return { trustedMember: row ? toDto(row) : null };
  }

  /**
   * Names (or renames) the trusted member. A new address, or one not confirmed yet, gets a new
   * invitation (the older link stops working); a confirmed address keeps its consent.
   */
  async set(accountId: string, dto: SetTrustedMemberDto): Promise<TrustedMemberStateDto> {
    const { row, deliveryId } = await this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 11))', [`household:${accountId}`]);
      const profile = await manager.getRepository(ProfileEntity).findOne({ where: { id: accountId } });
      if (!profile) throw new NotFoundException({ message: 'Profile not found' });
      if (profile.email.toLowerCase() === dto.email) {
        throw new BadRequestException({ message: FAMILY_MESSAGES.trustedOwnAddress, errors: { email: FAMILY_MESSAGES.trustedOwnAddress } });
      }
      const repo = manager.getRepository(TrustedContactEntity);
      const existing = await repo.findOne({ where: { accountId }, lock: { mode: 'pessimistic_write' } });
      const language = dto.language ?? (profile.language === 'fr' ? 'fr' : 'en');
      const keepsConsent = existing?.email === dto.email && existing.confirmedAt !== null && existing.stoppedAt === null;
      const alertOnCaution = dto.alertOnCaution ?? existing?.alertOnCaution ?? false;
      if (existing && keepsConsent) {
        Object.assign(existing, { name: dto.name, language, alertOnCaution });
        return { row: await repo.save(existing), deliveryId: null };
      }
      // A new row (new id): links of earlier invitations and alerts no longer act on it.
      if (existing) await repo.delete({ id: existing.id });
      const saved = await repo.save(
        repo.create({ accountId, name: dto.name, email: dto.email, language, alertOnCaution, inviteNonce: newNonce(), invitedAt: new Date(), confirmedAt: null, stoppedAt: null }),
      );
      return { row: saved, deliveryId: await this.queueInvitation(manager, profile, saved) };
    });
    if (deliveryId) await this.outbox.enqueue(deliveryId);
    return { trustedMember: toDto(row) };
  }

  async remove(accountId: string): Promise<void> {
    const result = await this.db.getRepository(TrustedContactEntity).delete({ accountId });
    if (!result.affected) throw new NotFoundException({ message: FAMILY_MESSAGES.noTrustedMember });
  }

  /** What the confirmation page shows to the holder of a valid invitation link. */
  async invitation(token: unknown): Promise<TrustedLinkDto> {
    const { row } = await this.contactFor(this.db.manager, token, 'trusted-confirm');
    return this.describe(row);
  }

  async confirm(token: unknown): Promise<TrustedLinkDto> {
    return this.db.transaction(async (manager) => {
      const { row, claims } = await this.contactFor(manager, token, 'trusted-confirm', true);
      if (row.inviteNonce !== claims.n || row.confirmedAt || row.stoppedAt) throw usedLink();
      if (!(await this.links.consume(manager, claims))) throw usedLink();
      row.confirmedAt = new Date();
      return this.describe(await manager.getRepository(TrustedContactEntity).save(row), manager);
    });
  }

  /** What the stop page shows (a valid alert link). */
  async stopState(token: unknown): Promise<TrustedLinkDto> {
    const { row } = await this.contactFor(this.db.manager, token, 'trusted-stop');
    return this.describe(row);
  }

  /** Stops the alerts at once; the account holder sees it on the dashboard. */
  async stop(token: unknown): Promise<TrustedLinkDto> {
    return this.db.transaction(async (manager) => {
      const { row, claims } = await this.contactFor(manager, token, 'trusted-stop', true);
      if (row.stoppedAt || !row.confirmedAt) return this.describe(row, manager);
      if (!(await this.links.consume(manager, claims))) throw usedLink();
      row.stoppedAt = new Date();
      return this.describe(await manager.getRepository(TrustedContactEntity).save(row), manager);
    });
  }

  private async contactFor(manager: EntityManager, token: unknown, purpose: LinkPurpose, lock = false) {
    const check = this.links.verify(token, purpose);
    if (!check.ok) throw linkFailure(check);
    const row = await manager
      .getRepository(TrustedContactEntity)
      .findOne({ where: { id: check.claims.s }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    // Removed, or the account named someone else since.
    if (!row || (purpose === 'trusted-confirm' && row.inviteNonce !== check.claims.n)) throw usedLink();
    return { row, claims: check.claims };
  }

  private async describe(row: TrustedContactEntity, manager: EntityManager = this.db.manager): Promise<TrustedLinkDto> {
    const inviter = await manager.getRepository(ProfileEntity).findOne({ where: { id: row.accountId } });
    return { inviterName: inviter?.name || inviter?.email || '', status: trustedStatus(row) };
  }

  private async queueInvitation(manager: EntityManager, inviter: ProfileEntity, row: TrustedContactEntity): Promise<string> {
    if ((await sentByAccountToday(manager, inviter.id, INVITATION_KINDS)) >= FAMILY_MAIL_LIMITS.invitationsPerAccount) throw tooManyEmails();
    if ((await sentToRecipientToday(manager, row.email, INVITATION_KINDS)) >= FAMILY_MAIL_LIMITS.invitationsPerRecipient) throw tooManyEmails();
    return this.outbox.insert(manager, null, {
      kind: 'trusted_invite',
      recipient: row.email,
      language: row.language === 'fr' ? 'fr' : 'en',
      payload: { accountId: inviter.id, contactId: row.id, nonce: row.inviteNonce, inviterName: inviter.name ?? '', inviterEmail: inviter.email },
    });
  }
}
