import { ApiProperty } from '@nestjs/swagger';

/** A one-time link to the Bull dashboard. */
export class QueueDashboardSessionDto {
  @ApiProperty({ example: '/admin/queues?code=…', description: 'Open this same-origin URL within expiresIn seconds: it sets the dashboard cookie.' })
  url: string;

  @ApiProperty({ example: 60 })
  expiresIn: number;
}
