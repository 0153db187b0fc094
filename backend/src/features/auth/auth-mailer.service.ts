import { Inject, Injectable } from '@nestjs/common';
import { renderPasswordRecoveryEmail, renderSignupConfirmationEmail } from '@scamcheck/templates';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { MailService } from '../../platform/mail/mail.service';

type Lang = 'en' | 'fr';

/** Sends the confirmation and recovery emails, rendered by the templates package. */
@Injectable()
export class AuthMailerService {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  verifyUrl(token: string, type: 'signup' | 'recovery', redirectTo: string): string {
    const url = new URL('/auth/v1/verify', this.config.APP_BASE_URL);
    url.searchParams.set('token', token);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', redirectTo);
    return url.toString();
  }

  async sendConfirmation(to: string, language: Lang, name: string | undefined, confirmUrl: string): Promise<void> {
    const mail = renderSignupConfirmationEmail({ language, name, confirmUrl });
    await this.mail.send({ to, ...mail });
  }

  async sendRecovery(to: string, language: Lang, resetUrl: string): Promise<void> {
    const mail = renderPasswordRecoveryEmail({ language, resetUrl });
    await this.mail.send({ to, ...mail });
  }
}
