import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, LIMITS, MESSAGES } from '@scamcheck/shared';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** PUT /api/me/trusted-member: who gets the alerts, in which language, and on CAUTION too or not. */
export class SetTrustedMemberDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: MESSAGES.nameMin })
  @MinLength(LIMITS.nameMin, { message: MESSAGES.nameMin })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.nameMax })
  name: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trimLower)
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.adminEmailMax, { message: MESSAGES.emailInvalid })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en or fr' })
  language?: 'en' | 'fr';

  @ApiPropertyOptional({ description: 'Alert on CAUTION verdicts too (SCAM always alerts)' })
  @IsOptional()
  @IsBoolean({ message: 'alertOnCaution must be true or false' })
  alertOnCaution?: boolean;
}

export class TrustedMemberDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: LANGUAGES }) language: string;
  @ApiProperty() alertOnCaution: boolean;
  @ApiProperty({ enum: ['pending', 'confirmed', 'stopped'] }) status: 'pending' | 'confirmed' | 'stopped';
  @ApiProperty() invitedAt: string;
  @ApiPropertyOptional({ nullable: true }) confirmedAt: string | null;
}

export class TrustedMemberStateDto {
  @ApiPropertyOptional({ type: TrustedMemberDto, nullable: true }) trustedMember: TrustedMemberDto | null;
}

/** What the pages behind the caregiver's links show: who named them, and the state. */
export class TrustedLinkDto {
  @ApiProperty() inviterName: string;
  @ApiProperty({ enum: ['pending', 'confirmed', 'stopped'] }) status: 'pending' | 'confirmed' | 'stopped';
}
