import { HELP_SITUATIONS, type HelpSituation } from '@scamcheck/shared';

/** The steps for each situation of the "I already clicked" page, in order (keys of family.help.steps). */

export type HelpStep =
  | 'stopTyping'
  | 'disconnect'
  | 'bank'
  | 'etransfer'
  | 'giftcard'
  | 'crypto'
  | 'passwords'
  | 'passwordsOtherDevice'
  | 'credit'
  | 'sin'
  | 'cra'
  | 'cafc'
  | 'police'
  | 'texts'
  | 'keep';

export const HELP_STEPS: Readonly<Record<HelpSituation, readonly HelpStep[]>> = {
  clicked: ['stopTyping', 'disconnect', 'passwords', 'texts', 'cafc'],
  password: ['passwords', 'bank', 'texts', 'cafc'],
  card: ['bank', 'credit', 'cafc', 'police', 'keep'],
  etransfer: ['etransfer', 'cafc', 'police', 'keep'],
  giftcards: ['giftcard', 'cafc', 'police', 'keep'],
  crypto: ['crypto', 'bank', 'cafc', 'police', 'keep'],
  remote: ['disconnect', 'bank', 'passwordsOtherDevice', 'credit', 'cafc'],
  sin: ['sin', 'credit', 'cafc', 'police'],
  cra: ['cra', 'bank', 'cafc', 'police', 'keep'],
};

export function isHelpSituation(value: unknown): value is HelpSituation {
  return typeof value === 'string' && (HELP_SITUATIONS as readonly string[]).includes(value);
}
