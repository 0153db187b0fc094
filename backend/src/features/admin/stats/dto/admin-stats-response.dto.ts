import { ApiProperty } from '@nestjs/swagger';

/** The four stat cards of the Admin Dashboard. */
export class AdminStatsResponseDto {
  @ApiProperty() total_patterns: number;
  @ApiProperty() active_patterns: number;
  @ApiProperty({ description: 'email_inbox rows with a verdict' }) emails_analyzed: number;
  @ApiProperty({ description: 'auth_error events in the last 24 hours' }) auth_errors_24h: number;
}
