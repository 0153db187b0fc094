import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
  /** A stable Message-ID makes a retried send recognisable downstream. */
  messageId?: string;
}

/** Sends mail through SMTP (or LMTP to the local Dovecot in development) with nodemailer. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      lmtp: config.SMTP_LMTP,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof createTransport>[0]);
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      replyTo: mail.replyTo,
      messageId: mail.messageId,
    });
    // Log the fact of sending, never the content.
    this.logger.log(`mail sent to ${mail.to.replace(/(^.).*(@.*$)/, '$1***$2')} (${info.messageId})`);
    return info.messageId;
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
