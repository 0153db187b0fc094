import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A blocked_emails row (column names). */
export class BlockedEmailResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty() reason: string;
  @ApiProperty() blocked_at: string;
  @ApiPropertyOptional({ nullable: true }) blocked_by: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Account email of blocked_by' }) blocked_by_email: string | null;
}
