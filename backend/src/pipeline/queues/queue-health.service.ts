import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { Queue } from 'bull';
import { ComponentHealth, HealthService } from '../../platform/health/health.service';
import { INTAKE_QUEUE, REPLIES_QUEUE, SCREENSHOTS_QUEUE } from './queue-jobs';

/** Adds queue depths and failed counts to GET /api/health (api role only). */
@Injectable()
export class QueueHealthService implements OnModuleInit {
  constructor(
    @InjectQueue(INTAKE_QUEUE) private readonly intake: Queue,
    @InjectQueue(REPLIES_QUEUE) private readonly replies: Queue,
    @InjectQueue(SCREENSHOTS_QUEUE) private readonly screenshots: Queue,
    @Optional() private readonly health?: HealthService,
  ) {}

  onModuleInit(): void {
    this.health?.register({ name: 'queues', check: () => this.check() });
  }

  async check(): Promise<ComponentHealth> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('queues did not answer within 2000 ms')), 2000);
    });
    try {
      const counts = Promise.all([this.intake.getJobCounts(), this.replies.getJobCounts(), this.screenshots.getJobCounts()]);
      const [intake, replies, screenshots] = await Promise.race([counts, timeout]);
      return { status: 'up', intake, replies, screenshots };
    } finally {
      clearTimeout(timer);
    }
  }
}
