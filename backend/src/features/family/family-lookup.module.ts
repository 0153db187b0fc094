import { Module } from '@nestjs/common';
import { ForwarderAccountsService } from './forwarder-accounts.service';

/** What the worker's intake needs from the family feature (no routes). */
@Module({ providers: [ForwarderAccountsService], exports: [ForwarderAccountsService] })
export class FamilyLookupModule {}
