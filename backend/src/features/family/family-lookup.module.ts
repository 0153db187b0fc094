import { Module } from '@nestjs/common';
import { FamilyAlertsService } from './family-alerts.service';
import { ForwarderAccountsService } from './forwarder-accounts.service';

/** What the worker's intake needs from the family feature (no routes): who forwarded, whom to alert. */
@Module({ providers: [ForwarderAccountsService, FamilyAlertsService], exports: [ForwarderAccountsService, FamilyAlertsService] })
export class FamilyLookupModule {}
