import { Module } from '@nestjs/common';
import { QueuesModule } from '../queues/queues.module';
import { RepliesModule } from './replies.module';
import { RepliesProcessor } from './replies.processor';
import { ReplyOutboxSweeper } from './reply-outbox.sweeper';

/** The worker role's reply sending: the Bull processor and the outbox sweeper. */
@Module({ imports: [QueuesModule, RepliesModule], providers: [RepliesProcessor, ReplyOutboxSweeper] })
export class RepliesWorkerModule {}
