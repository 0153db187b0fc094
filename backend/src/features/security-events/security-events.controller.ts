import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { OptionalUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { CreateSecurityEventDto } from './dto/create-security-event.dto';
import { SecurityEventsService } from './security-events.service';

@ApiTags('security-events')
@Controller('api/security-events')
export class SecurityEventsController {
  constructor(private readonly events: SecurityEventsService) {}

  /**
   * Public and throttled: the app reports an auth error with the id the user sees; with the attempt
   * token of the failed request it completes the server's row of that attempt. Size-capped by the body parser.
   */
  @Public()
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post()
  @HttpCode(201)
  report(@Body() dto: CreateSecurityEventDto, @OptionalUser() user?: AuthPrincipal): Promise<{ id: string }> {
    const { attempt, ...metadata } = dto.metadata;
    return this.events.reportClientError({
      severity: dto.severity,
      description: dto.description,
      metadata,
      attempt,
      userId: user?.userId ?? null,
    });
  }
}
