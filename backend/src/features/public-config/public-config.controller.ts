import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/common/decorators/public.decorator';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';

export class PublicConfigDto {
  @ApiProperty({ example: 'check@scamcheck.local' }) scanAddress: string;
  @ApiProperty({ example: 2 }) dailyScanLimit: number;
  @ApiProperty({ example: 'support@scamcheck.local' }) supportEmail: string;
  @ApiProperty() confirmEmail: boolean;
}

/** What the apps need to know about this deployment (scanning address, daily allowance). */
@ApiTags('config')
@Controller('api/config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: PublicConfigDto })
  get(): PublicConfigDto {
    return {
      scanAddress: this.config.SCAN_MAILBOX_ADDRESS,
      dailyScanLimit: this.config.DAILY_SCAN_LIMIT,
      supportEmail: this.config.SUPPORT_EMAIL,
      confirmEmail: this.config.AUTH_CONFIRM_EMAIL,
    };
  }
}
