import { Module } from '@nestjs/common';
import { LinksModule } from '../../platform/links/links.module';
import { QueuesModule } from '../../pipeline/queues/queues.module';
import { RepliesModule } from '../../pipeline/replies/replies.module';
import { FamilyLinksController } from './family-links.controller';
import { FeedbackService } from './feedback.service';
import { HelpAlertService } from './help-alert.service';
import { HouseholdController } from './household.controller';
import { HouseholdService } from './household.service';
import { TrustedMemberController } from './trusted-member.controller';
import { TrustedMemberService } from './trusted-member.service';

/** Families (API role): the household, and the public pages behind the links of family emails. */
@Module({
  imports: [QueuesModule, RepliesModule, LinksModule],
  controllers: [HouseholdController, TrustedMemberController, FamilyLinksController],
  providers: [HouseholdService, TrustedMemberService, FeedbackService, HelpAlertService],
})
export class FamilyModule {}
