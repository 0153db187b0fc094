import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const toInt = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

export class HistoryQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 10 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pageSize must be between 1 and 50' })
  @Min(1, { message: 'pageSize must be between 1 and 50' })
  @Max(50, { message: 'pageSize must be between 1 and 50' })
  pageSize?: number;
}

export class HistoryEntryDto {
  @ApiProperty() id: string;
  @ApiProperty() checkedAt: string;
  @ApiProperty({ description: 'Address that forwarded it (the account’s or a household address)' }) forwardedBy: string;
  @ApiPropertyOptional({ nullable: true, description: 'Household name of the forwarder, or the account’s name' }) forwardedByName: string | null;
  @ApiPropertyOptional({ nullable: true }) originalSender: string | null;
  @ApiPropertyOptional({ nullable: true }) subject: string | null;
  @ApiPropertyOptional({ nullable: true, enum: ['safe', 'suspicious', 'dangerous'] }) verdict: string | null;
  @ApiProperty({ description: 'analysed, over_allowance, oversized, unreadable' }) outcome: string;
  @ApiProperty({ type: [String] }) reasons: string[];
}

export class HistoryPageDto {
  @ApiProperty({ type: [HistoryEntryDto] }) items: HistoryEntryDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}

export class DeleteAccountDto {
  @ApiProperty({ description: 'The account’s email address, typed again to confirm' })
  @IsString({ message: 'Type your email address to confirm' })
  @MaxLength(320, { message: 'Type your email address to confirm' })
  email: string;
}
