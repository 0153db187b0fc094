import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { GENDERS, LANGUAGES, LIMITS, MESSAGES } from '@scamcheck/shared';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
/** Empty optional values are stored as null. */
const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

/** Profile fields shared by sign-up metadata and profile edits, with the messages. */
export class ProfileFieldsDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: MESSAGES.nameMin })
  @MinLength(LIMITS.nameMin, { message: MESSAGES.nameMin })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.nameMax })
  name: string;

  @ApiPropertyOptional({ nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: MESSAGES.phoneInvalid })
  @MaxLength(50, { message: MESSAGES.phoneInvalid })
  @Matches(/^[+()\d\s.-]{3,50}$/, { message: MESSAGES.phoneInvalid })
  phone?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsIn([...GENDERS], { message: MESSAGES.genderInvalid })
  gender?: string | null;

  @ApiPropertyOptional({ maxLength: 100, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: MESSAGES.countryMax })
  @MaxLength(LIMITS.countryMax, { message: MESSAGES.countryMax })
  country?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en or fr' })
  language?: string;
}
