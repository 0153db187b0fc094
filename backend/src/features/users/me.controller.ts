import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { ProfileResponseDto, StatsResponseDto } from './dto/profile-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { toProfileResponse } from './profile.mapper';
import { ProfilesService } from './profiles.service';
import { UserRolesService } from './user-roles.service';

/** The signed-in user's own data. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/me')
export class MeController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly roles: UserRolesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ProfileResponseDto })
  async get(@CurrentUser() user: AuthPrincipal): Promise<ProfileResponseDto> {
    const [profile, isAdmin] = await Promise.all([this.profiles.get(user.userId), this.roles.isAdmin(user.userId)]);
    return toProfileResponse(profile, isAdmin);
  }

  @Put()
  @ApiOkResponse({ type: ProfileResponseDto })
  async update(@CurrentUser() user: AuthPrincipal, @Body() dto: UpdateProfileDto): Promise<ProfileResponseDto> {
    const profile = await this.profiles.update(user.userId, dto);
    return toProfileResponse(profile, await this.roles.isAdmin(user.userId));
  }

  @Get('stats')
  @ApiOkResponse({ type: StatsResponseDto })
  async stats(@CurrentUser() user: AuthPrincipal): Promise<StatsResponseDto> {
    return { emailsScanned: await this.profiles.countScans(user.userId) };
  }
}
