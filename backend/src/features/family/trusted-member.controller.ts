import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { HelpAlertDto, HelpAlertSentDto } from './dto/help-alert.dto';
import { SetTrustedMemberDto, TrustedMemberStateDto } from './dto/trusted-member.dto';
import { FAMILY_EMAIL_THROTTLE } from './family-throttles';
import { HelpAlertService } from './help-alert.service';
import { TrustedMemberService } from './trusted-member.service';

/** The signed-in account's trusted family member (server-side; the app keeps a local copy as a cache). */
@ApiTags('family')
@ApiBearerAuth()
@Controller('api/me/trusted-member')
export class TrustedMemberController {
  constructor(
    private readonly trusted: TrustedMemberService,
    private readonly help: HelpAlertService,
  ) {}

  @Get()
  @ApiOkResponse({ type: TrustedMemberStateDto })
  get(@CurrentUser() user: AuthPrincipal): Promise<TrustedMemberStateDto> {
    return this.trusted.get(user.userId);
  }

  @Put()
  @Throttle(FAMILY_EMAIL_THROTTLE)
  @ApiOkResponse({ type: TrustedMemberStateDto, description: 'Saved; a new address gets an invitation and is pending until confirmed' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations from this address or for this account' })
  set(@CurrentUser() user: AuthPrincipal, @Body() dto: SetTrustedMemberDto): Promise<TrustedMemberStateDto> {
    return this.trusted.set(user.userId, dto);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed: no more alerts' })
  async remove(@CurrentUser() user: AuthPrincipal): Promise<void> {
    await this.trusted.remove(user.userId);
  }

  @Post('help-alert')
  @HttpCode(200)
  @Throttle(FAMILY_EMAIL_THROTTLE)
  @ApiOkResponse({ type: HelpAlertSentDto, description: '"I already clicked": the trusted family member was alerted' })
  helpAlert(@CurrentUser() user: AuthPrincipal, @Body() dto: HelpAlertDto): Promise<HelpAlertSentDto> {
    return this.help.fromAccount(user.userId, dto.situation);
  }
}
