import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The event type of auth errors (spec: the Auth Errors tab lists these). */
export const AUTH_ERROR_EVENT = 'auth_error';

export interface SecurityEventMetadata {
  errorId?: string;
  action?: string;
  email?: string;
  originalError?: string;
  userMessage?: string;
  status?: number;
  source?: 'client' | 'server';
  [key: string]: unknown;
}

/** An auth error or other security-relevant event (security_events). */
@Entity({ name: 'security_events' })
@Index('IDX_security_events_type_created', ['eventType', 'createdAt'])
export class SecurityEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_type', type: 'varchar', length: 64 })
  eventType: string;

  /** info | warning | error */
  @Column({ type: 'varchar', length: 16 })
  severity: string;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ type: 'jsonb', default: {} })
  metadata: SecurityEventMetadata;

  @Index('IDX_security_events_error_id')
  @Column({ name: 'error_id', type: 'varchar', length: 64, nullable: true })
  errorId: string | null;

  /**
   * SHA-256 (hex) of the attempt token the server handed to the client with a failed auth request;
   * the client's report carrying that token fills in the error id of this row instead of adding one.
   */
  @Index('IDX_security_events_attempt_hash')
  @Column({ name: 'attempt_hash', type: 'varchar', length: 64, nullable: true })
  attemptHash: string | null;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
