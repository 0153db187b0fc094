import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Put, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { AuthErrors } from '../../platform/common/gotrue-error';
import { AuthService } from './auth.service';
import { PasswordGrantBody, RecoverBody, RefreshGrantBody, SignupBody, UpdateUserBody, VerifyQuery } from './dto/auth-requests';
import { EMAIL_THROTTLE, TOKEN_THROTTLE } from './rate-limits';

/** The Supabase Auth (GoTrue) wire protocol, so @supabase/auth-js works unchanged (docs/auth.md). */
@ApiTags('auth')
@Controller('auth/v1')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Throttle(EMAIL_THROTTLE)
  @Post('signup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign up with email, password and profile data' })
  signup(@Body() body: SignupBody, @Query('redirect_to') redirectTo: string | undefined, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.auth.signup(body ?? {}, redirectTo, { ip, userAgent: ua });
  }

  @Public()
  @Throttle(TOKEN_THROTTLE)
  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Password or refresh_token grant' })
  token(@Query('grant_type') grantType: string, @Body() body: PasswordGrantBody & RefreshGrantBody, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    const client = { ip, userAgent: ua };
    if (grantType === 'password') return this.auth.passwordGrant(body ?? {}, client);
    if (grantType === 'refresh_token') return this.auth.refreshGrant(body?.refresh_token, client);
    throw AuthErrors.validation('unsupported_grant_type');
  }

  @Public()
  @Throttle(EMAIL_THROTTLE)
  @Post('recover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a password reset link (answers {} whether or not the email exists)' })
  recover(@Body() body: RecoverBody, @Query('redirect_to') redirectTo?: string) {
    return this.auth.recover(body ?? {}, redirectTo);
  }

  @Public()
  @Throttle(EMAIL_THROTTLE)
  @Get('verify')
  @ApiOperation({ summary: 'Follow an email link (confirmation or recovery)' })
  async verify(@Query() query: VerifyQuery, @Res() res: Response, @Ip() ip: string, @Headers('user-agent') ua?: string): Promise<void> {
    const outcome = await this.auth.verify(query, { ip, userAgent: ua });
    if (outcome.kind === 'json') throw outcome.error;
    res.redirect(303, outcome.location);
  }

  @Get('user')
  @SkipThrottle()
  @ApiOperation({ summary: 'The signed-in user' })
  user(@CurrentUser() principal: AuthPrincipal) {
    return this.auth.getUser(principal);
  }

  @Put('user')
  @Throttle(EMAIL_THROTTLE)
  @ApiOperation({ summary: 'Update metadata or password (a password change ends the other sessions)' })
  updateUser(@CurrentUser() principal: AuthPrincipal, @Body() body: UpdateUserBody) {
    return this.auth.updateUser(principal, body ?? {});
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out (scope global, local or others)' })
  async logout(@CurrentUser() principal: AuthPrincipal, @Query('scope') scope?: string): Promise<void> {
    await this.auth.logout(principal, scope);
  }

  @Public()
  @Get('settings')
  @ApiExcludeEndpoint()
  settings() {
    return {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    };
  }
}
