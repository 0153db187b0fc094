import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, LIMITS, MESSAGES } from '@scamcheck/shared';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A family member's name, address and the language we write to them in (household member, trusted member). */
export class FamilyContactDto {
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

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the emails this person gets; invitations are in both' })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en or fr' })
  language?: 'en' | 'fr';
}
