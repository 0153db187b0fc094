import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/common/decorators/roles.decorator';
import { AdminStatsResponseDto } from './dto/admin-stats-response.dto';
import { AdminStatsService } from './stats.service';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/stats')
export class AdminStatsController {
  constructor(private readonly service: AdminStatsService) {}

  @Get()
  @ApiOkResponse({ type: AdminStatsResponseDto })
  stats(): Promise<AdminStatsResponseDto> {
    return this.service.stats();
  }
}
