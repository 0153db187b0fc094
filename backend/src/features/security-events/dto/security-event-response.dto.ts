import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SecurityEventMetadataDto {
  @ApiPropertyOptional() errorId?: string;
  @ApiPropertyOptional() action?: string;
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() originalError?: string;
  @ApiPropertyOptional() userMessage?: string;
  @ApiPropertyOptional() status?: number;
  @ApiPropertyOptional({ enum: ['client', 'server'] }) source?: string;
}

/** A security_events row (column names). */
export class SecurityEventResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() event_type: string;
  @ApiProperty({ enum: ['info', 'warning', 'error'] }) severity: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: SecurityEventMetadataDto }) metadata: Record<string, unknown>;
  @ApiPropertyOptional({ nullable: true }) error_id: string | null;
  @ApiPropertyOptional({ nullable: true }) user_id: string | null;
  @ApiProperty() created_at: string;
}
