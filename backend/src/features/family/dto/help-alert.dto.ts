import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { HELP_SITUATIONS } from '@scamcheck/shared';

/** "I already clicked": what happened, and (without a session) the signed link of the verdict email. */
export class HelpAlertDto {
  @ApiProperty({ enum: HELP_SITUATIONS })
  @IsIn([...HELP_SITUATIONS], { message: 'Please choose what happened' })
  situation: string;

  @ApiPropertyOptional({ description: 'The token of the help link of a verdict email' })
  @IsOptional()
  @IsString({ message: 'This link is not valid' })
  @MaxLength(2000, { message: 'This link is not valid' })
  token?: string;
}

export class HelpAlertSentDto {
  @ApiProperty({ enum: ['sent'] }) status: 'sent';
}
