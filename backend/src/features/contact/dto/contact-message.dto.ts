import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, LIMITS, MESSAGES } from '@scamcheck/shared';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Limits of the contact form; the user app applies the same ones. */
export const CONTACT_LIMITS = { nameMax: LIMITS.nameMax, messageMin: 10, messageMax: 5000, subjectMax: 200 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  messageMin: 'Please write a message of at least 10 characters',
  messageMax: 'Message must be less than 5000 characters',
  subjectMax: 'Subject must be less than 200 characters',
} as const;

/** POST /api/contact (public, throttled). */
export class ContactMessageDto {
  @ApiProperty({ maxLength: CONTACT_LIMITS.nameMax })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.nameRequired })
  @MinLength(1, { message: CONTACT_MESSAGES.nameRequired })
  @MaxLength(CONTACT_LIMITS.nameMax, { message: MESSAGES.nameMax })
  name: string;

  @ApiProperty({ maxLength: LIMITS.signupEmailMax })
  @Transform(trim)
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.signupEmailMax, { message: MESSAGES.emailMax })
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiPropertyOptional({ maxLength: CONTACT_LIMITS.subjectMax })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.subjectMax })
  @MaxLength(CONTACT_LIMITS.subjectMax, { message: CONTACT_MESSAGES.subjectMax })
  subject?: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.messageMin })
  @MinLength(CONTACT_LIMITS.messageMin, { message: CONTACT_MESSAGES.messageMin })
  @MaxLength(CONTACT_LIMITS.messageMax, { message: CONTACT_MESSAGES.messageMax })
  message: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en or fr' })
  language?: 'en' | 'fr';
}
