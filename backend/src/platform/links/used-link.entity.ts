import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Nonces of links that have acted: a single-use link is refused once its nonce is here. A row is
 * purged once its link has expired (the link is refused as expired from then on).
 */
@Entity({ name: 'used_links' })
export class UsedLinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce: string;

  @Index('IDX_used_links_used_at')
  @CreateDateColumn({ name: 'used_at', type: 'timestamptz' })
  usedAt: Date;

  /** The link's own expiry (its `e` claim). */
  @Index('IDX_used_links_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
