import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuthUserEntity } from './auth-user.entity';

export type OneTimeTokenType = 'confirmation' | 'recovery';

/** A single-use email link token (confirmation or recovery), stored as a SHA-256 hash. */
@Entity({ name: 'one_time_tokens' })
@Index('UQ_one_time_tokens_user_type', ['userId', 'tokenType'], { unique: true })
export class OneTimeTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => AuthUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AuthUserEntity;

  @Column({ name: 'token_type', type: 'varchar', length: 32 })
  tokenType: OneTimeTokenType;

  @Index('UQ_one_time_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'redirect_to', type: 'varchar', length: 2048, nullable: true })
  redirectTo: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
