import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { adminEmailError, TEST_EMAIL_TYPES, TestEmailType } from '@scamcheck/shared';
import { IsIn, IsOptional, registerDecorator, ValidationArguments } from 'class-validator';

/** The admin email rules, with their exact messages (shared adminEmailError). */
function IsAdminRecipient(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isAdminRecipient',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => adminEmailError(value) === null,
        defaultMessage: (args?: ValidationArguments) => adminEmailError(args?.value) ?? 'Invalid email format',
      },
    });
  };
}

/** Test Email: a type (default unregistered) and a recipient. */
export class SendTestEmailDto {
  @ApiPropertyOptional({ enum: TEST_EMAIL_TYPES, default: 'unregistered' })
  @IsOptional()
  @IsIn(TEST_EMAIL_TYPES, { message: `Type must be one of ${TEST_EMAIL_TYPES.join(', ')}` })
  type?: TestEmailType;

  @ApiProperty({ example: 'grandma@example.com', maxLength: 254 })
  @IsAdminRecipient()
  recipient: string;
}

export class TestEmailQueuedDto {
  @ApiProperty({ example: 'queued' })
  status: 'queued';

  @ApiProperty({ description: 'Id of the outbox delivery' })
  id: string;

  @ApiProperty({ enum: TEST_EMAIL_TYPES })
  type: TestEmailType;

  @ApiProperty()
  recipient: string;
}
