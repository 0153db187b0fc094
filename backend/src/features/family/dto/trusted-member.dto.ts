import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { LANGUAGES } from '@scamcheck/shared';
import { FamilyContactDto } from './family-contact.dto';

/** PUT /api/me/trusted-member: who gets the alerts, in which language, and on CAUTION too or not. */
export class SetTrustedMemberDto extends FamilyContactDto {
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
