import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { LANGUAGES } from '@scamcheck/shared';
import { FamilyContactDto } from './family-contact.dto';

/** POST /api/me/household: a family address and the name it is known by. */
export class AddHouseholdMemberDto extends FamilyContactDto {}

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
