import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from 'typeorm';
import { PATTERN_TYPES } from '@scamcheck/shared';
import { ScamPatternEntity } from './scam-pattern.entity';

interface StarterPattern {
  pattern_text: string;
  pattern_type: string;
  severity: string;
  confidence_score: number;
  description?: string;
}

export const STARTER_PATTERNS_FILE = join(__dirname, '..', '..', 'analysis', 'seed', 'starter-patterns.json');

export function readStarterPatterns(file = STARTER_PATTERNS_FILE): StarterPattern[] {
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(parsed) ? parsed : [];
  return list.filter(
    (p): p is StarterPattern =>
      typeof p === 'object' && p !== null &&
      typeof (p as StarterPattern).pattern_text === 'string' &&
      (PATTERN_TYPES as readonly string[]).includes((p as StarterPattern).pattern_type),
  );
}

/** Seeds the starter knowledge base once: only when the table has never held a pattern. */
@Injectable()
export class StarterPatternsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(StarterPatternsSeeder.name);

  constructor(@InjectRepository(ScamPatternEntity) private readonly patterns: Repository<ScamPatternEntity>) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.patterns.count()) > 0) return;
    const starters = readStarterPatterns();
    if (starters.length === 0) return;
    await this.patterns
      .createQueryBuilder()
      .insert()
      .values(
        starters.map((p) => ({
          patternText: p.pattern_text,
          patternType: p.pattern_type,
          severity: p.severity,
          confidenceScore: Math.min(1, Math.max(0, Number(p.confidence_score) || 0.5)),
          description: p.description ?? null,
        })),
      )
      .orIgnore()
      .execute();
    this.logger.log(`seeded ${starters.length} starter scam patterns`);
  }
}
