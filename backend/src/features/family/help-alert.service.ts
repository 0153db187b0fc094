import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FAMILY_MESSAGES } from '@scamcheck/shared';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { ProfileEntity } from '../users/entities/profile.entity';
import { newNonce } from '../../platform/links/signed-link';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { ReplyOutboxService } from '../../pipeline/replies/reply-outbox.service';
import { HelpAlertSentDto } from './dto/help-alert.dto';
import { linkFailure, tooManyEmails, usedLink } from './family-errors';
import { FAMILY_MAIL_LIMITS, sentByAccountToday } from './family-mail-limits';
import { HouseholdMemberEntity } from './household-member.entity';
import { TrustedContactEntity } from './trusted-contact.entity';

interface Asker {
  accountId: string;
  email: string;
  name: string;
}

/**
 * "I already clicked": one tap alerts the trusted family member. Only someone who proves who they
 * are may do it: a signed-in account holder, or the recipient of a verdict email (its signed help
 * link, once). A stranger has neither, so cannot make us write to anyone's caregiver; and an
 * account sends at most 3 such alerts a day.
 */
@Injectable()
export class HelpAlertService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: ReplyOutboxService,
    private readonly links: SignedLinksService,
  ) {}

  async fromLink(token: unknown, situation: string): Promise<HelpAlertSentDto> {
    const check = this.links.verify(token, 'help-alert');
    if (!check.ok) throw linkFailure(check);
    return this.send(situation, async (manager) => {
      const row = await manager.getRepository(EmailInboxEntity).findOne({ where: { messageKey: check.claims.s } });
      if (!row?.userId) throw usedLink();
      if (!(await this.links.consume(manager, check.claims))) throw usedLink();
      const member = await manager.getRepository(HouseholdMemberEntity).findOne({ where: { accountId: row.userId, email: row.senderEmail, confirmedAt: Not(IsNull()) } });
      const profile = member ? null : await manager.getRepository(ProfileEntity).findOne({ where: { id: row.userId } });
      if (!member && profile?.email !== row.senderEmail) throw usedLink(); // removed from the household since
      return { accountId: row.userId, email: row.senderEmail, name: member?.name ?? profile?.name ?? '' };
    });
  }

  async fromAccount(accountId: string, situation: string): Promise<HelpAlertSentDto> {
    return this.send(situation, async (manager) => {
      const profile = await manager.getRepository(ProfileEntity).findOne({ where: { id: accountId } });
      if (!profile) throw new ForbiddenException({ message: FAMILY_MESSAGES.helpNotAllowed });
      return { accountId, email: profile.email, name: profile.name ?? '' };
    });
  }

  private async send(situation: string, identify: (manager: EntityManager) => Promise<Asker>): Promise<HelpAlertSentDto> {
    const id = await this.db.transaction(async (manager) => {
      const asker = await identify(manager);
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 11))', [`household:${asker.accountId}`]);
      const contact = await manager.getRepository(TrustedContactEntity).findOne({ where: { accountId: asker.accountId, confirmedAt: Not(IsNull()), stoppedAt: IsNull() } });
      if (!contact) throw new ConflictException({ message: FAMILY_MESSAGES.noConfirmedTrustedMember });
      if ((await sentByAccountToday(manager, asker.accountId, ['help_alert'])) >= FAMILY_MAIL_LIMITS.helpAlertsPerAccount) throw tooManyEmails();
      const inviter = await manager.getRepository(ProfileEntity).findOne({ where: { id: asker.accountId } });
      return this.outbox.insert(manager, null, {
        kind: 'help_alert',
        recipient: contact.email,
        language: contact.language === 'fr' ? 'fr' : 'en',
        payload: {
          accountId: asker.accountId,
          contactId: contact.id,
          nonce: newNonce(),
          inviterName: inviter?.name ?? inviter?.email ?? '',
          memberName: asker.name,
          memberEmail: asker.email,
          situation,
        },
      });
    });
    await this.outbox.enqueue(id);
    return { status: 'sent' };
  }
}
