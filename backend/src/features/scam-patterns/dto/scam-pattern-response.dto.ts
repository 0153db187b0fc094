import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A scam pattern as the admin console reads it (column names). */
export class ScamPatternResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() pattern_text: string;
  @ApiProperty({ enum: ['keyword', 'phrase', 'regex', 'sender', 'domain', 'url'] }) pattern_type: string;
  @ApiProperty({ enum: ['critical', 'high', 'medium', 'low'] }) severity: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence_score: number;
  @ApiPropertyOptional({ nullable: true }) description: string | null;
  @ApiProperty() true_positives: number;
  @ApiProperty() false_positives: number;
  @ApiProperty() is_active: boolean;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}
