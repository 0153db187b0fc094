import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../platform/common/decorators/public.decorator';
import { HouseholdInvitationDto, LinkTokenDto } from './dto/household.dto';
import { FAMILY_LINK_THROTTLE } from './family-throttles';
import { HouseholdService } from './household.service';

/**
 * What the signed links of family emails do. Public (the link is the proof); reading a link never
 * acts, only the POST does (mail scanners that open links change nothing).
 */
@ApiTags('family')
@Controller('api/family')
@Public()
@Throttle(FAMILY_LINK_THROTTLE)
export class FamilyLinksController {
  constructor(private readonly household: HouseholdService) {}

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
}
