import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityEventEntity } from './security-event.entity';
import { SecurityEventsController } from './security-events.controller';
import { SecurityEventsService } from './security-events.service';

@Module({
  imports: [TypeOrmModule.forFeature([SecurityEventEntity])],
  controllers: [SecurityEventsController],
  providers: [SecurityEventsService],
  exports: [SecurityEventsService],
})
export class SecurityEventsModule {}
