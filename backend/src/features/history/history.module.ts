import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';

/** My history and account deletion (API role). */
@Module({ controllers: [HistoryController], providers: [HistoryService] })
export class HistoryModule {}
