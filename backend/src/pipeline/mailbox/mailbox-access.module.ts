import { Module } from '@nestjs/common';
import { MailboxMessagesService } from './mailbox-messages.service';

/** Worker-side access to the scanning mailbox (fetch by UID, retire). */
@Module({ providers: [MailboxMessagesService], exports: [MailboxMessagesService] })
export class MailboxAccessModule {}
