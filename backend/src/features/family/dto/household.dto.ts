import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, LIMITS, MESSAGES } from '@scamcheck/shared';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** POST /api/me/household: a family address and the name it is known by. */
export class AddHouseholdMemberDto {
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

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the verdicts this member gets; the invitation is in both' })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en or fr' })
  language?: 'en' | 'fr';
}

export class HouseholdMemberDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: LANGUAGES }) language: string;
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status: 'pending' | 'confirmed';
  @ApiProperty() invitedAt: string;
  @ApiPropertyOptional({ nullable: true }) confirmedAt: string | null;
}

export class HouseholdDto {
  @ApiProperty({ type: [HouseholdMemberDto] }) members: HouseholdMemberDto[];
  @ApiProperty({ description: 'Most addresses a household may have' }) maxMembers: number;
  @ApiProperty({ description: 'DAILY_SCAN_LIMIT, shared by the whole household (0: no limit)' }) dailyLimit: number;
  @ApiProperty({ description: 'Analysed checks of the household in the rolling 24 hours' }) checksToday: number;
}

export class LinkTokenDto {
  @ApiProperty()
  @IsString({ message: 'This link is not valid' })
  @MaxLength(2000, { message: 'This link is not valid' })
  token: string;
}

export class HouseholdInvitationDto {
  @ApiProperty() inviterName: string;
  @ApiProperty() memberName: string;
  @ApiProperty() memberEmail: string;
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status: 'pending' | 'confirmed';
}
