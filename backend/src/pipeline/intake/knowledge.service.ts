import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { Knowledge, PatternType } from '../../analysis';
import { BlockedEmailEntity } from '../../features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../../features/scam-patterns/scam-pattern.entity';

const CACHE_MS = 30_000;
const MAX_KNOWN_SCAMS = 5000;

/**
 * What analyze() knows besides the email: active scam patterns, known scams (admin-confirmed
 * dangerous verdicts' content hashes and fingerprints) and blocked senders. Cached briefly.
 */
@Injectable()
export class KnowledgeService {
  private cached: { at: number; knowledge: Promise<Knowledge> } | null = null;

  constructor(
    @InjectRepository(ScamPatternEntity) private readonly patterns: Repository<ScamPatternEntity>,
    @InjectRepository(EmailInboxEntity) private readonly inbox: Repository<EmailInboxEntity>,
    @InjectRepository(BlockedEmailEntity) private readonly blocked: Repository<BlockedEmailEntity>,
  ) {}

  get(): Promise<Knowledge> {
    if (!this.cached || Date.now() - this.cached.at > CACHE_MS) {
      const knowledge = this.load();
      this.cached = { at: Date.now(), knowledge };
      knowledge.catch(() => {
        this.cached = null;
      });
    }
    return this.cached.knowledge;
  }

  private async load(): Promise<Knowledge> {
    const [patterns, known, blocked] = await Promise.all([
      this.patterns.find({ where: { isActive: true } }),
      this.inbox.find({
        select: { contentHash: true, contentFingerprint: true },
        where: { verdictFeedback: 'correct', riskLevel: 'dangerous', contentHash: Not(IsNull()) },
        order: { processedAt: 'DESC' },
        take: MAX_KNOWN_SCAMS,
      }),
      this.blocked.find({ select: { email: true } }),
    ]);
    return {
      patterns: patterns.map((p) => ({
        id: p.id,
        patternText: p.patternText,
        patternType: p.patternType as PatternType,
        severity: p.severity,
        confidenceScore: p.confidenceScore,
        isActive: p.isActive,
        description: p.description,
      })),
      knownScams: known.map((k) => ({ contentHash: k.contentHash ?? '', fingerprint: k.contentFingerprint ?? '' })),
      blockedSenders: blocked.map((b) => b.email.trim().toLowerCase()),
    };
  }
}
