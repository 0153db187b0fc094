import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../platform/common/decorators/public.decorator';
import { FeedbackResultDto } from './dto/feedback.dto';
import { HelpAlertDto, HelpAlertSentDto } from './dto/help-alert.dto';
import { HouseholdInvitationDto, LinkTokenDto } from './dto/household.dto';
import { TrustedLinkDto } from './dto/trusted-member.dto';
import { FAMILY_EMAIL_THROTTLE, FAMILY_LINK_THROTTLE } from './family-throttles';
import { FeedbackService } from './feedback.service';
import { HelpAlertService } from './help-alert.service';
import { HouseholdService } from './household.service';
import { TrustedMemberService } from './trusted-member.service';

/**
 * What the signed links of family emails do. Public (the link is the proof); reading a link never
 * acts, only the POST does (mail scanners that open links change nothing).
 */
@ApiTags('family')
@Controller('api/family')
@Public()
@Throttle(FAMILY_LINK_THROTTLE)
export class FamilyLinksController {
  constructor(
    private readonly household: HouseholdService,
    private readonly trusted: TrustedMemberService,
    private readonly feedback: FeedbackService,
    private readonly help: HelpAlertService,
  ) {}

  @Get('household-invitation')
  @ApiOkResponse({ type: HouseholdInvitationDto })
  invitation(@Query('token') token: string): Promise<HouseholdInvitationDto> {
    return this.household.invitation(token);
  }

  @Post('household-invitation/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: HouseholdInvitationDto })
  confirm(@Body() dto: LinkTokenDto): Promise<HouseholdInvitationDto> {
    return this.household.confirm(dto.token);
  }

  @Get('trusted-invitation')
  @ApiOkResponse({ type: TrustedLinkDto })
  trustedInvitation(@Query('token') token: string): Promise<TrustedLinkDto> {
    return this.trusted.invitation(token);
  }

  @Post('trusted-invitation/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: TrustedLinkDto })
  confirmTrusted(@Body() dto: LinkTokenDto): Promise<TrustedLinkDto> {
    return this.trusted.confirm(dto.token);
  }

  @Get('trusted-stop')
  @ApiOkResponse({ type: TrustedLinkDto })
  stopState(@Query('token') token: string): Promise<TrustedLinkDto> {
    return this.trusted.stopState(token);
  }

  @Post('trusted-stop')
  @HttpCode(200)
  @ApiOkResponse({ type: TrustedLinkDto, description: 'Alerts stopped at once' })
  stop(@Body() dto: LinkTokenDto): Promise<TrustedLinkDto> {
    return this.trusted.stop(dto.token);
  }

  @Post('feedback')
  @HttpCode(200)
  @ApiOkResponse({ type: FeedbackResultDto, description: '"Was this right?" answered (once per verdict email)' })
  answer(@Body() dto: LinkTokenDto): Promise<FeedbackResultDto> {
    return this.feedback.answer(dto.token);
  }

  @Post('help-alert')
  @HttpCode(200)
  @Throttle(FAMILY_EMAIL_THROTTLE)
  @ApiOkResponse({ type: HelpAlertSentDto, description: 'The trusted family member was alerted (signed help link of a verdict email, once)' })
  helpAlert(@Body() dto: HelpAlertDto): Promise<HelpAlertSentDto> {
    return this.help.fromLink(dto.token, dto.situation);
  }
}
