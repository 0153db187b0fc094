import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ProfileResponseDto {
  @ApiProperty() id: string;
  @ApiPropertyOptional({ nullable: true }) name: string | null;
  @ApiProperty() email: string;
  @ApiPropertyOptional({ nullable: true }) phone: string | null;
  @ApiPropertyOptional({ nullable: true }) gender: string | null;
  @ApiPropertyOptional({ nullable: true }) country: string | null;
  @ApiProperty() language: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() created_at: string;
}

export class StatsResponseDto {
  @ApiProperty({ description: 'Emails scanned since joining' }) emailsScanned: number;
}
