import { PartialType } from '@nestjs/swagger';
import { CreateScamPatternDto } from './create-scam-pattern.dto';

/**
 * Changes to a pattern (react-admin sends the whole record; unknown fields such as id,
 * true_positives or created_at are dropped by the validation pipe).
 */
export class UpdateScamPatternDto extends PartialType(CreateScamPatternDto) {}
