import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuthUserEntity } from '../../auth/entities/auth-user.entity';

export const ADMIN_ROLE = 'admin';

/** A role granted to a user; role 'admin' marks an admin. */
@Entity({ name: 'user_roles' })
@Index('UQ_user_roles_user_role', ['userId', 'role'], { unique: true })
export class UserRoleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => AuthUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AuthUserEntity;

  @Column({ type: 'varchar', length: 32 })
  role: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
