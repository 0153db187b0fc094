import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Nonces of links that have acted: a single-use link is refused once its nonce is here. */
@Entity({ name: 'used_links' })
export class UsedLinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce: string;

  @Index('IDX_used_links_used_at')
  @CreateDateColumn({ name: 'used_at', type: 'timestamptz' })
  usedAt: Date;
}
