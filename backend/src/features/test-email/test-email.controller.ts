import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { SendTestEmailDto, TestEmailQueuedDto } from './dto/send-test-email.dto';
import { TestEmailService } from './test-email.service';

/** The admin console's Test Email tab. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/test-email')
export class TestEmailController {
  constructor(private readonly service: TestEmailService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: TestEmailQueuedDto })
  send(@Body() dto: SendTestEmailDto, @CurrentUser() admin: AuthPrincipal): Promise<TestEmailQueuedDto> {
    return this.service.send(admin.userId, dto.type ?? 'unregistered', dto.recipient);
  }
}
