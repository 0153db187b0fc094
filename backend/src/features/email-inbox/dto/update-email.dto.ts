import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

export const VERDICT_FEEDBACK = ['correct', 'incorrect'] as const;
export type VerdictFeedback = (typeof VERDICT_FEEDBACK)[number];

/**
 * What an admin may change on an email_inbox row: the response_sent flag, and the verdict feedback
 * (null clears it). Other fields react-admin sends along are dropped by the validation pipe.
 */
export class UpdateEmailDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'response_sent must be true or false' })
  response_sent?: boolean;

  @ApiPropertyOptional({ enum: VERDICT_FEEDBACK, nullable: true })
  @IsOptional()
  @IsIn(VERDICT_FEEDBACK, { message: 'verdict_feedback must be correct, incorrect or null' })
  verdict_feedback?: VerdictFeedback | null;
}
