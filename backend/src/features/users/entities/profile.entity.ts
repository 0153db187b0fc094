import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { AuthUserEntity } from '../../auth/entities/auth-user.entity';

/** A member's profile; its id is the account id. */
@Entity({ name: 'profiles' })
export class ProfileEntity {
  @PrimaryColumn('uuid')
  id: string;

  @OneToOne(() => AuthUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id' })
  user?: AuthUserEntity;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  gender: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;

  /** Language of the account's emails and app (en | fr). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
