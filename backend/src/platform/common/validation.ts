import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors to `{field: firstMessage}` (nested fields as a.b). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) out[field] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, field));
  }
  return out;
}

/** Validation errors answer 400 `{message, errors: {field: message}}` (docs/architecture.md). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flattenValidationErrors(errors);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, errors: fields });
    },
  });
}
