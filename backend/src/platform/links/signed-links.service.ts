import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LinkCheck, LinkClaims, LinkPurpose, newNonce, signLink, verifyLink } from './signed-link';
import { UsedLinkEntity } from './used-link.entity';

const DAY_S = 24 * 60 * 60;

/** Signs and checks the links of family emails with LINK_SIGNING_SECRET (validated at start-up). */
@Injectable()
export class SignedLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** A token for `purpose` on `subject`, valid `days` days (from `fromMs`), with a fresh nonce unless given. */
  sign(purpose: LinkPurpose, subject: string, opts: { days: number; answer?: string; nonce?: string; fromMs?: number }): string {
    const claims: LinkClaims = {
      p: purpose,
      s: subject,
      ...(opts.answer ? { a: opts.answer } : {}),
      e: Math.floor((opts.fromMs ?? Date.now()) / 1000) + opts.days * DAY_S,
      n: opts.nonce ?? newNonce(),
    };
    return signLink(this.config.LINK_SIGNING_SECRET, claims);
  }

  /** A full link into the family app, e.g. `${APP_BASE_URL}/family/confirm?token=…`. */
  url(path: string, token: string): string {
    return `${this.config.APP_BASE_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  }

  verify(token: unknown, purpose: LinkPurpose): LinkCheck {
    return verifyLink(this.config.LINK_SIGNING_SECRET, token, purpose);
  }

  /**
   * Records the link's nonce in the caller's transaction; false when it was already used. Run it in
   * the transaction that does what the link asks, so a failure leaves the link usable.
   */
  async consume(manager: EntityManager, claims: LinkClaims): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(UsedLinkEntity)
      .values({ nonce: claims.n.slice(0, 64), expiresAt: new Date(claims.e * 1000) })
      .orIgnore()
      .returning(['nonce'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Forgets the nonces of links that have expired (verify refuses those links anyway): the rows purged. */
  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.db.getRepository(UsedLinkEntity).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }
}
