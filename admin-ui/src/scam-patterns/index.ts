import RuleIcon from '@mui/icons-material/Rule';
import { ScamPatternCreate } from './scam-pattern-create';
import { ScamPatternEdit } from './scam-pattern-edit';
import { ScamPatternList } from './scam-pattern-list';

export const scamPatterns = {
  list: ScamPatternList,
  create: ScamPatternCreate,
  edit: ScamPatternEdit,
  icon: RuleIcon,
  recordRepresentation: 'pattern_text',
};
