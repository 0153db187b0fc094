import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { contentRange, RaListQueryDto } from '../../platform/common/ra-query';
import { AdminBlockedEmailsService } from './admin-blocked-emails.service';
import { BlockedEmailResponseDto } from './dto/blocked-email-response.dto';
import { CreateBlockedEmailDto } from './dto/create-blocked-email.dto';

/** ra-data-simple-rest resource `blocked-emails`: Block Email (POST) and Unblock (DELETE). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/blocked-emails')
export class AdminBlockedEmailsController {
  constructor(private readonly service: AdminBlockedEmailsService) {}

  @Get()
  @ApiOkResponse({ type: [BlockedEmailResponseDto] })
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<BlockedEmailResponseDto[]> {
    const page = await this.service.list(query);
    res.setHeader('Content-Range', contentRange('blocked-emails', page));
    return page.data;
  }

  @Get(':id')
  @ApiOkResponse({ type: BlockedEmailResponseDto })
  get(@Param('id') id: string): Promise<BlockedEmailResponseDto> {
    return this.service.get(id);
  }

  @Post()
  @ApiOkResponse({ type: BlockedEmailResponseDto })
  block(@Body() dto: CreateBlockedEmailDto, @CurrentUser() admin: AuthPrincipal): Promise<BlockedEmailResponseDto> {
    return this.service.block(dto, admin);
  }

  @Delete(':id')
  @ApiOkResponse({ type: BlockedEmailResponseDto })
  unblock(@Param('id') id: string): Promise<BlockedEmailResponseDto> {
    return this.service.unblock(id);
  }
}
