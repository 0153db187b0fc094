import { registerDecorator, ValidationArguments } from 'class-validator';
import { adminEmailError } from '@scamcheck/shared';

/** The admin email check (blocking, test email), with its exact messages. */
export function IsAdminEmail(): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) => {
    registerDecorator({
      name: 'isAdminEmail',
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (value: unknown) => adminEmailError(value) === null,
        defaultMessage: (args?: ValidationArguments) => adminEmailError(args?.value) ?? 'Invalid email format',
      },
    });
  };
}
