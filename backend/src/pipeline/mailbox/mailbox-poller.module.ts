import { Module } from '@nestjs/common';
import { QueuesModule } from '../queues/queues.module';
import { MailboxLockService } from './mailbox-lock.service';
import { MailboxPollerService } from './mailbox-poller.service';

/** The poller role: watches the scanning mailbox and enqueues one intake job per message. */
@Module({ imports: [QueuesModule], providers: [MailboxLockService, MailboxPollerService] })
export class MailboxPollerModule {}
