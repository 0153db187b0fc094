import { BadRequestException, GoneException, HttpException, HttpStatus } from '@nestjs/common';
import { FAMILY_MESSAGES } from '@scamcheck/shared';
import { LinkCheck } from '../../platform/links/signed-link';

const LINK_MESSAGES = { invalid: FAMILY_MESSAGES.linkInvalid, expired: FAMILY_MESSAGES.linkExpired } as const;

export function linkFailure(check: Extract<LinkCheck, { ok: false }>): HttpException {
  return check.reason === 'expired' ? new GoneException({ message: LINK_MESSAGES.expired }) : new BadRequestException({ message: LINK_MESSAGES.invalid });
}

export function usedLink(): HttpException {
  return new GoneException({ message: LINK_MESSAGES.expired });
}

export function tooManyEmails(): HttpException {
  return new HttpException({ message: FAMILY_MESSAGES.tooManyEmails }, HttpStatus.TOO_MANY_REQUESTS);
}
