import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { contentRange, RaListQueryDto } from '../../platform/common/ra-query';
import { EmailResponseDto } from './dto/email-response.dto';
import { UpdateEmailDto } from './dto/update-email.dto';
import { AdminEmailsService } from './admin-emails.service';

/** ra-data-simple-rest resource `emails` (email_inbox). Pages hold at most 100 rows. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/emails')
export class AdminEmailsController {
  constructor(private readonly service: AdminEmailsService) {}

  @Get()
  @ApiOkResponse({ type: [EmailResponseDto] })
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<EmailResponseDto[]> {
    const page = await this.service.list(query);
    res.setHeader('Content-Range', contentRange('emails', page));
    return page.data;
  }

  @Get(':id')
  @ApiOkResponse({ type: EmailResponseDto })
  get(@Param('id') id: string): Promise<EmailResponseDto> {
    return this.service.get(id);
  }

  @Put(':id')
  @ApiOkResponse({ type: EmailResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateEmailDto): Promise<EmailResponseDto> {
    return this.service.update(id, dto);
  }
}
