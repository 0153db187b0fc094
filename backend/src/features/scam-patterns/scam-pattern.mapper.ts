import { ScamPatternEntity } from './scam-pattern.entity';
import { ScamPatternResponseDto } from './dto/scam-pattern-response.dto';

export function toScamPatternResponse(p: ScamPatternEntity): ScamPatternResponseDto {
  return {
    id: p.id,
    pattern_text: p.patternText,
    pattern_type: p.patternType,
    severity: p.severity,
    confidence_score: p.confidenceScore,
    description: p.description,
    true_positives: p.truePositives,
    false_positives: p.falsePositives,
    is_active: p.isActive,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
