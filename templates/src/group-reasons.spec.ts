import { AI_REASON_MARKER } from '@scamcheck/shared';
import { groupReasons } from './index';

describe('groupReasons', () => {
  it('puts urgent, suspicious, danger and threat in critical, case-insensitively', () => {
    const groups = groupReasons(['URGENT request', 'Suspicious link', 'Dangerous attachment', 'Threatens legal action']);
    expect(groups.critical).toEqual(['URGENT request', 'Suspicious link', 'Dangerous attachment', 'Threatens legal action']);
    expect(groups.warning).toEqual([]);
    expect(groups.safe).toEqual([]);
  });

  it('puts warning and caution in warning', () => {
    const groups = groupReasons(['Warning: new sender', 'Use CAUTION with the attachment']);
    expect(groups.warning).toEqual(['Warning: new sender', 'Use CAUTION with the attachment']);
  });

  it('recognises the French keywords', () => {
    const groups = groupReasons(['Ton urgent', 'Lien suspect', 'Pièce jointe dangereuse', 'Menace de poursuites', 'Avertissement : nouvel expéditeur', 'Prudence : frais']);
    expect(groups.critical).toEqual(['Ton urgent', 'Lien suspect', 'Pièce jointe dangereuse', 'Menace de poursuites']);
    expect(groups.warning).toEqual(['Avertissement : nouvel expéditeur', 'Prudence : frais']);
  });

  it('gives critical priority over warning', () => {
    expect(groupReasons(['Warning: urgent payment']).critical).toEqual(['Warning: urgent payment']);
  });

  it('sends AI reasons to the AI group with the marker stripped, whatever their words', () => {
    const groups = groupReasons([`${AI_REASON_MARKER}Suspicious wording`, `  ${AI_REASON_MARKER}Looks like a newsletter`]);
    expect(groups.ai).toEqual(['Suspicious wording', 'Looks like a newsletter']);
    expect(groups.critical).toEqual([]);
    expect(groups.safe).toEqual([]);
  });

  it('puts everything else in safe indicators and keeps order', () => {
    const groups = groupReasons(['Known sender', 'No attachments']);
    expect(groups.safe).toEqual(['Known sender', 'No attachments']);
  });

  it('ignores empty and non-string entries', () => {
    const groups = groupReasons(['', '   ', AI_REASON_MARKER, null as unknown as string]);
    expect(groups).toEqual({ critical: [], warning: [], safe: [], ai: [] });
  });

  it('accepts a missing list', () => {
    expect(groupReasons(undefined)).toEqual({ critical: [], warning: [], safe: [], ai: [] });
  });
});
