import { Module } from '@nestjs/common';
import { LinksModule } from '../../platform/links/links.module';
import { QueuesModule } from '../queues/queues.module';
import { RepliesModule } from './replies.module';
import { RepliesProcessor } from './replies.processor';
import { ReplyOutboxSweeper } from './reply-outbox.sweeper';

/** The worker role's reply sending: the Bull processor and the outbox sweeper (which also purges expired used links). */
@Module({ imports: [QueuesModule, RepliesModule, LinksModule], providers: [RepliesProcessor, ReplyOutboxSweeper] })
export class RepliesWorkerModule {}
