import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { AUTH_ATTEMPT_HEADER, AUTH_ATTEMPT_PATTERN } from '@scamcheck/shared';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

export class SecurityEventMetadataDto {
  @ApiProperty({ example: 'ERR-1732200000000-ABC123' })
  @IsString() @MaxLength(64) @Matches(/^ERR-[A-Z0-9]+-[A-Z0-9]+$/, { message: 'errorId must look like ERR-{time}-{random}' })
  errorId: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64)
  action?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(320)
  email?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000)
  originalError?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000)
  userMessage?: string;

  @ApiPropertyOptional({ description: `The ${AUTH_ATTEMPT_HEADER} token of the failed auth request, if it had one` })
  @IsOptional() @IsString() @Matches(AUTH_ATTEMPT_PATTERN, { message: 'attempt must be the token the server sent' })
  attempt?: string;
}

/** What the app reports after an auth error (log_security_event). */
export class CreateSecurityEventDto {
  @ApiProperty({ enum: ['auth_error'] }) @IsIn(['auth_error'])
  event_type: 'auth_error';

  @ApiProperty({ enum: ['info', 'warning', 'error'] }) @IsIn(['info', 'warning', 'error'])
  severity: 'info' | 'warning' | 'error';

  @ApiProperty() @IsString() @MaxLength(1000)
  description: string;

  @ApiProperty({ type: SecurityEventMetadataDto })
  @IsObject() @ValidateNested() @Type(() => SecurityEventMetadataDto)
  metadata: SecurityEventMetadataDto;
}
