import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { DeleteAccountDto, HistoryPageDto, HistoryQueryDto } from './dto/history.dto';
import { HistoryService } from './history.service';

/** The signed-in account's history of checks (its own and its household's). */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/me')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get('history')
  @ApiOkResponse({ type: HistoryPageDto, description: 'Newest first, paged; metadata, verdict and reasons, never content' })
  list(@CurrentUser() user: AuthPrincipal, @Query() query: HistoryQueryDto): Promise<HistoryPageDto> {
    return this.history.list(user.userId, query.page ?? 1, query.pageSize ?? 10);
  }

  @Delete('history/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: AuthPrincipal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.history.remove(user.userId, id);
  }

  @Delete('history')
  @ApiOkResponse({ description: 'Every check of the account deleted' })
  removeAll(@CurrentUser() user: AuthPrincipal): Promise<{ deleted: number }> {
    return this.history.removeAll(user.userId);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Account deleted: profile, household, trusted member, history, sessions' })
  async deleteAccount(@CurrentUser() user: AuthPrincipal, @Body() dto: DeleteAccountDto): Promise<void> {
    await this.history.deleteAccount(user.userId, dto.email);
  }
}
