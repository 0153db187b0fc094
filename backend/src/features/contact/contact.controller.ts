import { Body, Controller, HttpCode, Inject, Logger, Post, ServiceUnavailableException } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { renderContactMessage } from '@scamcheck/templates';
import { Public } from '../../platform/common/decorators/public.decorator';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { MailService } from '../../platform/mail/mail.service';
import { ContactMessageDto } from './dto/contact-message.dto';

/** Five messages per ten minutes per address is plenty for a person and useless for a spammer. */
export const CONTACT_THROTTLE = { default: { limit: 5, ttl: 10 * 60_000 } };

/** The contact form: sends the visitor's message to SUPPORT_EMAIL, with Reply-To set to the visitor. */
@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  private readonly logger = new Logger(ContactController.name);

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Throttle(CONTACT_THROTTLE)
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Accepted: the message was handed to the mail server' })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages in 10 minutes from this address' })
  async send(@Body() dto: ContactMessageDto): Promise<{ status: 'sent' }> {
    const rendered = renderContactMessage({
      name: dto.name,
      email: dto.email,
      subject: dto.subject || undefined,
      message: dto.message,
      language: dto.language ?? 'en',
    });
    try {
      await this.mail.send({
        to: this.config.SUPPORT_EMAIL,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        replyTo: dto.email,
      });
    } catch (error) {
      this.logger.error(`contact message could not be sent: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException({ message: 'Your message could not be sent right now. Please try again later or email us directly.' });
    }
    return { status: 'sent' };
  }
}
