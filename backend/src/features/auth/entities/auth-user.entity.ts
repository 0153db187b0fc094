import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An account of the auth server (GoTrue's auth.users). Profile data lives in `profiles`. */
@Entity({ name: 'users' })
export class AuthUserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** argon2id hash. */
  @Column({ name: 'encrypted_password', type: 'varchar', length: 255 })
  encryptedPassword: string;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ name: 'recovery_sent_at', type: 'timestamptz', nullable: true })
  recoverySentAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Column({ name: 'banned_until', type: 'timestamptz', nullable: true })
  bannedUntil: Date | null;

  @Column({ name: 'user_metadata', type: 'jsonb', default: {} })
  userMetadata: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
