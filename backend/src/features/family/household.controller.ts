import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { AddHouseholdMemberDto, HouseholdDto, HouseholdMemberDto } from './dto/household.dto';
import { FAMILY_EMAIL_THROTTLE } from './family-throttles';
import { HouseholdService } from './household.service';

/** The signed-in account's household: family addresses whose forwards are checked as the account's. */
@ApiTags('family')
@ApiBearerAuth()
@Controller('api/me/household')
export class HouseholdController {
  constructor(private readonly household: HouseholdService) {}

  @Get()
  @ApiOkResponse({ type: HouseholdDto })
  list(@CurrentUser() user: AuthPrincipal): Promise<HouseholdDto> {
    return this.household.list(user.userId);
  }

  @Post()
  @Throttle(FAMILY_EMAIL_THROTTLE)
  @ApiOkResponse({ type: HouseholdMemberDto, description: 'Added (or invitation sent again); pending until its owner confirms' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations from this address or for this account' })
  add(@CurrentUser() user: AuthPrincipal, @Body() dto: AddHouseholdMemberDto): Promise<HouseholdMemberDto> {
    return this.household.add(user.userId, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed: forwards from it are no longer checked as the account’s' })
  async remove(@CurrentUser() user: AuthPrincipal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.household.remove(user.userId, id);
  }
}
