import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RISK_LEVEL_HEADER_NAME, riskLevelHeader } from '@scamcheck/templates';
import { DataSource, IsNull, Not } from 'typeorm';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { ReplyComposerService } from './reply-composer.service';
import { ReplyDeliveryEntity } from './reply-delivery.entity';
import { AnalysisReplyPayload, ReplyThreading } from './reply-payload.types';

export type SendOutcome = 'sent' | 'already-sent' | 'missing';

/**
 * Sends one outbox reply at most once:
 *  1. a row already marked sent is never sent again (a retried or duplicated job stops here);
 *  2. the row is marked 'sending' (attempts + 1), the mail goes out with the row's fixed Message-ID;
 *  3. the row is marked sent at once (one autocommit UPDATE), then the email_inbox row's
 *     response_sent / response_sent_at (a retry repairs it if the process died in between).
 * A refused send puts the row back to pending and throws (Bull retries with back-off). Only a crash
 * in the instant between the peer's acceptance and step 3 can repeat a send (no SMTP client can
 * know then whether the peer kept the message), and then with the same Message-ID, which mail
 * providers use to recognise it.
 */
@Injectable()
export class ReplySenderService {
  private readonly logger = new Logger(ReplySenderService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly composer: ReplyComposerService,
    private readonly mail: MailService,
  ) {}

  async deliver(deliveryId: string): Promise<SendOutcome> {
    const repo = this.db.getRepository(ReplyDeliveryEntity);
    const delivery = await repo.findOne({ where: { id: deliveryId } });
    if (!delivery) return 'missing';
    if (delivery.status === 'sent') {
      await this.forgetTextWords(delivery);
      await this.markInboxRow(delivery, delivery.sentAt ?? new Date());
      return 'already-sent';
    }
    if (delivery.status === 'sending') this.logger.warn(`reply ${delivery.messageId} was interrupted mid-send; sending again with the same Message-ID`);

    const claimed = await repo.update({ id: deliveryId, status: Not('sent') }, { status: 'sending', attempts: () => 'attempts + 1' });
    if (!claimed.affected) return 'already-sent';

    const email = this.composer.render(delivery);
    const threading = delivery.payload as ReplyThreading;
    const headers: Record<string, string> = { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' };
    if (delivery.kind === 'analysis') {
      headers[RISK_LEVEL_HEADER_NAME] = riskLevelHeader((delivery.payload as unknown as AnalysisReplyPayload).riskLevel);
    }
    try {
      await this.mail.send({
        to: delivery.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers,
        messageId: delivery.messageId,
        inReplyTo: threading.inReplyTo,
        references: threading.references?.length ? threading.references : undefined,
      });
    } catch (error) {
      await repo
        .update({ id: deliveryId, status: 'sending' }, { status: 'pending', lastError: String((error as Error).message).slice(0, 500) })
        .catch(() => undefined);
      throw error;
    }

    // One autocommit UPDATE right after the peer's acceptance keeps the ambiguous window minimal.
    const now = new Date();
    await repo.update({ id: deliveryId }, { status: 'sent', sentAt: now, lastError: null });
    await this.forgetTextWords(delivery);
    await this.markInboxRow(delivery, now);
    return 'sent';
  }

  /** The first words of a text message were kept only to be quoted in this reply: once sent, they go. */
  private async forgetTextWords(delivery: ReplyDeliveryEntity): Promise<void> {
    if (delivery.kind !== 'analysis' || !(delivery.payload as unknown as AnalysisReplyPayload).textMessage?.firstWords) return;
    await this.db.query(`UPDATE reply_deliveries SET payload = payload #- '{textMessage,firstWords}' WHERE id = $1`, [delivery.id]);
  }

  /** email_inbox.response_sent / response_sent_at of the message this reply answers (idempotent). */
  private async markInboxRow(delivery: ReplyDeliveryEntity, at: Date): Promise<void> {
    // An alert to the trusted family member shares the message's key but is not its reply.
    if (!delivery.messageKey || delivery.kind === 'family_alert' || delivery.kind === 'help_alert') return;
    await this.db
      .getRepository(EmailInboxEntity)
      .update({ messageKey: delivery.messageKey, responseSent: false, responseSentAt: IsNull() }, { responseSent: true, responseSentAt: at });
  }
}
