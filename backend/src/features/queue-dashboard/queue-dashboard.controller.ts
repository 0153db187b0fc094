import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { AdminOnly } from '../../platform/common/decorators/roles.decorator';
import { QueueDashboardSessionDto } from './dto/queue-dashboard-session.dto';
import { QueueDashboardAccessService } from './queue-dashboard-access.service';

/** Hands an admin a one-time link to the Bull dashboard at /admin/queues. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/queues')
export class QueueDashboardController {
  constructor(private readonly access: QueueDashboardAccessService) {}

  @Post('session')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: QueueDashboardSessionDto })
  session(@CurrentUser() admin: AuthPrincipal): Promise<QueueDashboardSessionDto> {
    return this.access.issueCode(admin.userId, admin.sessionId);
  }
}
