import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PATTERN_TYPES, PatternType } from '@scamcheck/shared';
import { PATTERN_SEVERITIES, PatternSeverity } from './pattern-severity';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const PATTERN_TEXT_MAX = 500;
export const PATTERN_DESCRIPTION_MAX = 1000;

/** A new scam pattern. Regex patterns are also checked by the engine's validatePatternRegex. */
export class CreateScamPatternDto {
  @ApiProperty({ enum: PATTERN_TYPES })
  @IsIn(PATTERN_TYPES, { message: `Pattern type must be one of: ${PATTERN_TYPES.join(', ')}` })
  pattern_type: PatternType;

  @ApiProperty({ maxLength: PATTERN_TEXT_MAX })
  @Transform(trim)
  @IsString({ message: 'Pattern text is required' })
  @IsNotEmpty({ message: 'Pattern text is required' })
  @MaxLength(PATTERN_TEXT_MAX, { message: `Pattern text must be at most ${PATTERN_TEXT_MAX} characters` })
  pattern_text: string;

  @ApiPropertyOptional({ enum: PATTERN_SEVERITIES, default: 'medium' })
  @IsOptional()
  @IsIn(PATTERN_SEVERITIES, { message: `Severity must be one of: ${PATTERN_SEVERITIES.join(', ')}` })
  severity?: PatternSeverity;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, default: 0.5 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Confidence must be a number between 0 and 1' })
  @Min(0, { message: 'Confidence must be between 0 and 1' })
  @Max(1, { message: 'Confidence must be between 0 and 1' })
  confidence_score?: number;

  @ApiPropertyOptional({ nullable: true, maxLength: PATTERN_DESCRIPTION_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Description must be text' })
  @MaxLength(PATTERN_DESCRIPTION_MAX, { message: `Description must be at most ${PATTERN_DESCRIPTION_MAX} characters` })
  description?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}
