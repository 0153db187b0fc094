import { ApiProperty } from '@nestjs/swagger';

export class FeedbackResultDto {
  @ApiProperty({ enum: ['correct', 'is_scam', 'is_safe'] }) answer: string;
  @ApiProperty({ enum: ['safe', 'suspicious', 'dangerous'] }) riskLevel: string;
}
