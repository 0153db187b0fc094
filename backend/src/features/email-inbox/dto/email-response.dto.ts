import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** An email_inbox row as the admin console reads it (column names). */
export class EmailResponseDto {
  @ApiProperty() id: string;
  @ApiPropertyOptional({ nullable: true }) subject: string | null;
  @ApiProperty({ description: 'The family member who forwarded the message' }) sender_email: string;
  @ApiPropertyOptional({ nullable: true }) user_id: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Account email of user_id' }) user_email: string | null;
  @ApiPropertyOptional({ nullable: true }) recipient_email: string | null;
  @ApiPropertyOptional({ nullable: true }) original_sender: string | null;
  @ApiPropertyOptional({ nullable: true, enum: ['safe', 'suspicious', 'dangerous'] }) risk_level: string | null;
  @ApiProperty() outcome: string;
  @ApiPropertyOptional({ nullable: true, description: 'analysis_result.confidence (0-100)' }) confidence: number | null;
  @ApiPropertyOptional({ nullable: true, type: 'object', additionalProperties: true }) analysis_result: Record<string, unknown> | null;
  @ApiProperty({ type: [String] }) matched_pattern_ids: string[];
  @ApiPropertyOptional({ nullable: true, enum: ['correct', 'incorrect'] }) verdict_feedback: string | null;
  @ApiPropertyOptional({ nullable: true, enum: ['correct', 'is_scam', 'is_safe'], description: 'The family’s answer to "Was this right?"' }) family_feedback: string | null;
  @ApiPropertyOptional({ nullable: true }) family_feedback_at: string | null;
  @ApiProperty() response_sent: boolean;
  @ApiPropertyOptional({ nullable: true }) response_sent_at: string | null;
  @ApiProperty() processed_at: string;
}
