import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { contentRange, RaListQueryDto } from '../../platform/common/ra-query';
import { CreateScamPatternDto } from './dto/create-scam-pattern.dto';
import { ScamPatternResponseDto } from './dto/scam-pattern-response.dto';
import { UpdateScamPatternDto } from './dto/update-scam-pattern.dto';
import { AdminScamPatternsService } from './admin-scam-patterns.service';

/** ra-data-simple-rest resource `scam-patterns`. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/scam-patterns')
export class AdminScamPatternsController {
  constructor(private readonly service: AdminScamPatternsService) {}

  @Get()
  @ApiOkResponse({ type: [ScamPatternResponseDto] })
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ScamPatternResponseDto[]> {
    const page = await this.service.list(query);
    res.setHeader('Content-Range', contentRange('scam-patterns', page));
    return page.data;
  }

  @Get(':id')
  @ApiOkResponse({ type: ScamPatternResponseDto })
  get(@Param('id') id: string): Promise<ScamPatternResponseDto> {
    return this.service.get(id);
  }

  @Post()
  @ApiOkResponse({ type: ScamPatternResponseDto })
  create(@Body() dto: CreateScamPatternDto): Promise<ScamPatternResponseDto> {
    return this.service.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ScamPatternResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateScamPatternDto): Promise<ScamPatternResponseDto> {
    return this.service.update(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: ScamPatternResponseDto })
  remove(@Param('id') id: string): Promise<ScamPatternResponseDto> {
    return this.service.remove(id);
  }
}
