import type { RiskLevel } from '../analysis.types';
import { type DecisionInput, type DecisionRow, decideByTable } from './decision-table';

const base: DecisionInput = { evidence: 'safe', ask: 'none', proof: 'none', deception: 'none', known: false };

describe('decision table', () => {
  const rows: [string, Partial<DecisionInput>, RiskLevel, DecisionRow][] = [
    ['a known scam, whatever else', { known: true, proof: 'brand' }, 'dangerous', 'known'],
    ['a proven brand asking for a payment', { proof: 'brand', ask: 'severe', evidence: 'suspicious' }, 'safe', 'proven-brand'],
    ['a proven brand with a lookalike link', { proof: 'brand', ask: 'moderate', deception: 'strong', evidence: 'dangerous' }, 'suspicious', 'proven-brand'],
    ['gift cards + a lookalike link', { ask: 'severe', deception: 'strong', evidence: 'suspicious' }, 'dangerous', 'severe-ask-deception'],
    ['gift cards + a lookalike link, the evidence SAFE (a list quoting a scam)', { ask: 'severe', deception: 'strong' }, 'suspicious', 'ask-unproven'],
    ['gift cards + secrecy, evidence CAUTION', { ask: 'severe', deception: 'weak', evidence: 'suspicious' }, 'dangerous', 'severe-ask-pressure'],
    ['gift cards + secrecy, evidence SAFE', { ask: 'severe', deception: 'weak' }, 'suspicious', 'ask-unproven'],
    ['a severe ask from an authenticated domain', { ask: 'severe', proof: 'domain' }, 'suspicious', 'ask-unproven'],
    ['a deposit + a mismatched link, evidence CAUTION', { ask: 'moderate', deception: 'strong', evidence: 'suspicious' }, 'dangerous', 'moderate-ask-deception'],
    ['a deposit, nothing deceives, unproven', { ask: 'moderate' }, 'suspicious', 'ask-unproven'],
    ['a deposit from its own authenticated domain', { ask: 'moderate', proof: 'domain' }, 'safe', 'evidence'],
    ['a fee to receive promised money (or an account to confirm) from its own authenticated domain', { ask: 'moderate', proof: 'domain', domainCannotVouch: true }, 'suspicious', 'ask-unproven'],
    ['a mild ask + deception, evidence SCAM', { ask: 'mild', deception: 'weak', evidence: 'dangerous' }, 'dangerous', 'ask-deception-evidence'],
    ['a mild ask + only newsletter hints (a form, a sign-in path), evidence SCAM', { ask: 'mild', deception: 'weak', bulkDeception: true, evidence: 'dangerous' }, 'suspicious', 'evidence'],
    ['a moderate ask + only newsletter hints, evidence SCAM', { ask: 'moderate', deception: 'weak', bulkDeception: true, evidence: 'dangerous' }, 'dangerous', 'ask-deception-evidence'],
    ['a mild ask + deception, evidence CAUTION', { ask: 'mild', deception: 'strong', evidence: 'suspicious' }, 'suspicious', 'evidence'],
    ['a mild ask + deception, evidence SAFE: the evidence decides', { ask: 'mild', deception: 'strong' }, 'safe', 'evidence'],
    ['a link to open from a false identity (a lookalike domain), evidence CAUTION', { ask: 'mild', deception: 'strong', falseIdentity: true, evidence: 'suspicious' }, 'dangerous', 'ask-false-identity'],
    ['a link to open from a false identity, evidence SAFE: the evidence decides', { ask: 'mild', deception: 'strong', falseIdentity: true }, 'safe', 'evidence'],
    ['a false identity but nothing asked, evidence CAUTION', { deception: 'strong', falseIdentity: true, evidence: 'suspicious' }, 'suspicious', 'evidence'],
    ['a reply asked for a discreet favour (a story aimed at the ask), evidence SAFE', { ask: 'mild', deception: 'weak', aimedAtAsk: true }, 'suspicious', 'mild-ask-aimed'],
    ['a short note whose one link hides where it leads, evidence SAFE', { ask: 'mild', deception: 'weak', aimedAtAsk: true }, 'suspicious', 'mild-ask-aimed'],
    ['a short note whose one link hides where it leads, evidence CAUTION', { ask: 'mild', deception: 'weak', aimedAtAsk: true, evidence: 'suspicious' }, 'dangerous', 'mild-ask-aimed'],
    ['a deposit before any visit with a cover story (owner abroad), evidence CAUTION', { ask: 'moderate', deception: 'weak', aimedAtAsk: true, evidence: 'suspicious' }, 'dangerous', 'mild-ask-aimed'],
    ['a deposit with a cover story, evidence SAFE: never SAFE, not SCAM', { ask: 'moderate', deception: 'weak', aimedAtAsk: true }, 'suspicious', 'mild-ask-aimed'],
    ['a story but nothing asked', { deception: 'weak', aimedAtAsk: true }, 'safe', 'evidence'],
    ['a proven brand is not doubted for a hidden link', { proof: 'brand', ask: 'mild', deception: 'weak', aimedAtAsk: true }, 'safe', 'proven-brand'],
    ['no ask, evidence SCAM: SCAM needs an ask', { deception: 'strong', evidence: 'dangerous' }, 'suspicious', 'evidence'],
    ['a text that promises a prize and asks you to tap a link', { ask: 'mild', deception: 'weak', lureInText: true }, 'suspicious', 'text-lure'],
    ['a text that promises a prize, nothing asked', { deception: 'weak', lureInText: true }, 'safe', 'evidence'],
    ['nothing at all', {}, 'safe', 'evidence'],
  ];
  it.each(rows)('%s', (_name, input, riskLevel, row) => {
    expect(decideByTable({ ...base, ...input })).toMatchObject({ riskLevel, row });
  });

  it('a risky ask from an unproven sender is never SAFE, whatever the evidence and deception', () => {
    for (const ask of ['severe', 'moderate'] as const)
      for (const evidence of ['safe', 'suspicious', 'dangerous'] as const)
        for (const deception of ['none', 'weak', 'strong'] as const)
          for (const proof of ['none', 'failed'] as const) expect(decideByTable({ ...base, ask, evidence, deception, proof }).riskLevel).not.toBe('safe');
  });

  it('SCAM needs an ask and deception, or a known scam', () => {
    for (const ask of ['none', 'mild', 'moderate', 'severe'] as const)
      for (const evidence of ['safe', 'suspicious', 'dangerous'] as const)
        for (const deception of ['none', 'weak', 'strong'] as const) {
          const d = decideByTable({ ...base, ask, evidence, deception });
          if (d.riskLevel === 'dangerous') expect(ask !== 'none' && deception !== 'none').toBe(true);
        }
  });
});
