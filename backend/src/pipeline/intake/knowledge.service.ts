import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { Knowledge, PatternType, validatePatternRegex } from '../../analysis';
import { BlockedEmailEntity } from '../../features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../../features/scam-patterns/scam-pattern.entity';

const CACHE_MS = 30_000;
const MAX_KNOWN_SCAMS = 5000;

/**
 * What analyze() knows besides the email: active scam patterns, known scams (admin-confirmed
 * dangerous verdicts' content hashes and fingerprints) and blocked senders. Cached briefly.
 * A stored regex that fails today's safety check (saved before the check existed, or seeded) is left
 * out with a warning naming its id, so it can never stall the worker.
 */
@Injectable()
export class KnowledgeService {
  private readonly logger = new Logger(KnowledgeService.name);
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
      patterns: patterns.filter((p) => this.isSafe(p)).map((p) => ({
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

  private isSafe(p: ScamPatternEntity): boolean {
    if (p.patternType !== 'regex') return true;
    const problem = validatePatternRegex(p.patternText);
    if (problem) this.logger.warn(`Scam pattern ${p.id} is left out: its regex is not safe to run (${problem})`);
    return problem === null;
  }
}
