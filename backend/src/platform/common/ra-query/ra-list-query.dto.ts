import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Query parameters of a ra-data-simple-rest list call, each a JSON string. */
export class RaListQueryDto {
  @ApiPropertyOptional({ example: '["created_at","DESC"]', description: 'JSON [field, "ASC"|"DESC"]' })
  @IsOptional()
  @IsString({ message: 'sort must be a JSON string' })
  @MaxLength(200, { message: 'sort is too long' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'JSON [start, end], inclusive' })
  @IsOptional()
  @IsString({ message: 'range must be a JSON string' })
  @MaxLength(100, { message: 'range is too long' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"bank"}', description: 'JSON object; {"id":[...]} for getMany' })
  @IsOptional()
  @IsString({ message: 'filter must be a JSON string' })
  @MaxLength(40_000, { message: 'filter is too long' })
  filter?: string;
}
