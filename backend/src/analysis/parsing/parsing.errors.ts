/** Typed errors of the parsing layer, so callers can answer the family member precisely. */

export class EmailTooLargeError extends Error {
  readonly code = 'EMAIL_TOO_LARGE';

  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`Email of ${size} bytes exceeds the ${maxBytes} bytes limit`);
    this.name = 'EmailTooLargeError';
  }
}

export class MalformedEmailError extends Error {
  readonly code = 'MALFORMED_EMAIL';

  constructor(reason: string) {
    super(`Email could not be read: ${reason}`);
    this.name = 'MalformedEmailError';
  }
}
