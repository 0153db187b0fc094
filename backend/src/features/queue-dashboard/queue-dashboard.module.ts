import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bull';
import { Logger, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONTENT_SECURITY_POLICY } from '../../platform/web/spa.middleware';
import { PIPELINE_QUEUES } from '../../pipeline/queues/queue-jobs';
import { QueuesModule } from '../../pipeline/queues/queues.module';
import { DASHBOARD_PATH, QueueDashboardAccessService } from './queue-dashboard-access.service';
import { QueueDashboardController } from './queue-dashboard.controller';

const DENIED = `<!doctype html><meta charset="utf-8"><title>ScamCheck queues</title>
<p>The queue dashboard is for admins. Open it from the admin console (Queues), which signs you in to it.</p>`;

/** The Bull dashboard (bull-board) at /admin/queues, admins only (api role). */
@Module({ imports: [QueuesModule], controllers: [QueueDashboardController], providers: [QueueDashboardAccessService] })
export class QueueDashboardModule implements OnModuleInit {
  private readonly logger = new Logger(QueueDashboardModule.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly access: QueueDashboardAccessService,
  ) {}

  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter;
    if (!http) return;
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(DASHBOARD_PATH);
    const queues = PIPELINE_QUEUES.map((name) => new BullAdapter(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })));
    // @bull-board/express pins its own @bull-board/api patch version; the adapter contract is the same.
    type BoardServerAdapter = Parameters<typeof createBullBoard>[0]['serverAdapter'];
    createBullBoard({ queues, serverAdapter: serverAdapter as unknown as BoardServerAdapter, options: { uiConfig: { boardTitle: 'ScamCheck queues' } } });
    const guard = (req: Request, res: Response, next: NextFunction): void => {
      this.authorise(req, res)
        .then((ok) => {
          if (ok) next();
        })
        .catch((error: Error) => {
          this.logger.warn(`queue dashboard access check failed: ${error.message}`);
          if (!res.headersSent) res.status(503).type('text').send('Unavailable');
        });
    };
    http.getInstance().use(DASHBOARD_PATH, guard, serverAdapter.getRouter());
  }

  /** True when the request may continue; otherwise the response is already written. */
  private async authorise(req: Request, res: Response): Promise<boolean> {
    res.setHeader('Cache-Control', 'no-store');
    // The apps' policy: bull-board's scripts are its own bundles, its inline styles cannot run script, and
    // the Google Fonts stylesheet its page links is refused (an admin's browser tells Google nothing).
    res.setHeader('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
    const code = typeof req.query.code === 'string' ? req.query.code : undefined;
    if (code) {
      const grant = await this.access.redeemCode(code);
      if (!grant) {
        res.status(401).type('html').send(DENIED);
        return false;
      }
      res.setHeader('Set-Cookie', this.access.cookieFor(grant));
      res.redirect(303, `${DASHBOARD_PATH}/`);
      return false;
    }
    if (await this.access.verifyCookie(req.headers.cookie)) return true;
    res.status(401).type('html').send(DENIED);
    return false;
  }
}
