import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { contentRange, RaListQueryDto } from '../../platform/common/ra-query';
import { SecurityEventResponseDto } from './dto/security-event-response.dto';
import { AdminSecurityEventsService } from './admin-security-events.service';

/** ra-data-simple-rest resource `security-events` (read-only auth error log). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/security-events')
export class AdminSecurityEventsController {
  constructor(private readonly service: AdminSecurityEventsService) {}

  @Get()
  @ApiOkResponse({ type: [SecurityEventResponseDto] })
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<SecurityEventResponseDto[]> {
    const page = await this.service.list(query);
    res.setHeader('Content-Range', contentRange('security-events', page));
    return page.data;
  }

  @Get(':id')
  @ApiOkResponse({ type: SecurityEventResponseDto })
  get(@Param('id') id: string): Promise<SecurityEventResponseDto> {
    return this.service.get(id);
  }
}
