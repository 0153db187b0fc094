import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LinksModule } from '../../platform/links/links.module';
import { QueuesModule } from '../queues/queues.module';
import { ReplyComposerService } from './reply-composer.service';
import { ReplyDeliveryEntity } from './reply-delivery.entity';
import { ReplyOutboxService } from './reply-outbox.service';
import { ReplySenderService } from './reply-sender.service';

/** The reply outbox and its sender (used by the intake, the worker and the admin test email). */
@Module({
  imports: [QueuesModule, LinksModule, TypeOrmModule.forFeature([ReplyDeliveryEntity])],
  providers: [ReplyOutboxService, ReplyComposerService, ReplySenderService],
  exports: [ReplyOutboxService, ReplyComposerService, ReplySenderService],
})
export class RepliesModule {}
