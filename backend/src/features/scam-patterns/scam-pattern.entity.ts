import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An admin-managed scam pattern (scam_patterns). */
@Entity({ name: 'scam_patterns' })
@Index('UQ_scam_patterns_type_text', ['patternType', 'patternText'], { unique: true })
export class ScamPatternEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'pattern_text', type: 'text' })
  patternText: string;

  /** keyword | phrase | regex | sender | domain | url */
  @Column({ name: 'pattern_type', type: 'varchar', length: 16 })
  patternType: string;

  /** critical | high | medium | low */
  @Column({ type: 'varchar', length: 16, default: 'medium' })
  severity: string;

  /** 0..1 */
  @Column({ name: 'confidence_score', type: 'double precision', default: 0.5 })
  confidenceScore: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'true_positives', type: 'integer', default: 0 })
  truePositives: number;

  @Column({ name: 'false_positives', type: 'integer', default: 0 })
  falsePositives: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
