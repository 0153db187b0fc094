import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_BLOCK_REASON } from '@scamcheck/shared';
import { IsAdminEmail } from './is-admin-email.validator';

export const BLOCK_REASON_MAX = 500;

/** Block Email: the address (admin email rules) and an optional reason. */
export class CreateBlockedEmailDto {
  @ApiProperty({ example: 'scammer@example.com', maxLength: 254 })
  @IsAdminEmail()
  email: string;

  @ApiPropertyOptional({ default: DEFAULT_BLOCK_REASON, maxLength: BLOCK_REASON_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Reason must be text' })
  @MaxLength(BLOCK_REASON_MAX, { message: `Reason must be at most ${BLOCK_REASON_MAX} characters` })
  reason?: string | null;
}
