/**
 * The decision: what it asks (asks.ts), who can be proven to ask it (proof.ts) and how it deceives
 * (deception.ts), beside the weight of the evidence (scoring/verdict.ts: rule weights and the model).
 * A pure function, read top to bottom; the first row that applies decides.
 *
 * | # | when                                                                    | verdict                      |
 * |---|-------------------------------------------------------------------------|------------------------------|
 * | 1 | a known scam, a blocked sender, a harmful attachment                    | SCAM                         |
 * | 2 | the brand it speaks for is proven to have sent it                       | SAFE (strong deception: the evidence, at most CAUTION)|
 * | 3 | a severe ask + strong deception, and the evidence says at least CAUTION | SCAM                         |
 * | 4 | a severe ask + weak deception, and the evidence says at least CAUTION   | SCAM                         |
 * | 5 | a moderate ask + strong deception, and the evidence says at least CAUTION| SCAM                        |
 * | 6 | any ask (open a link, call, reply) from a sender with a false identity: a| SCAM                         |
 * |   | lookalike of the brand's domain, or the brand's own address with every   |                              |
 * |   | link elsewhere; and the evidence says at least CAUTION                   |                              |
 * | 7 | any ask + any deception, and the evidence says SCAM (a mild ask needs    | SCAM                         |
 * |   | more than the hints honest newsletters share: a form, a sign-in path…;  |                              |
 * |   | in an advertisement, the model's reading of its wording is one of them) |                              |
 * | 8 | any ask (reply, follow a link, a deposit…) with deception aimed at it: a | SCAM if the evidence says at |
 * |   | cover story, a hidden link that is the point of a short note, a forged  | least CAUTION, else CAUTION  |
 * |   | sender (row id `mild-ask-aimed`: a weightier ask needs no more)         |                              |
 * | 9 | a severe or moderate ask from a sender nothing proves; in words copied   | CAUTION (never SAFE)         |
 * |   | from a text, any ask with a lure (a prize, a loan, free crypto, a refund)|                              |
 * |   | or in a brand's name with every link elsewhere                          |                              |
 * | 10 | otherwise                                                               | the evidence, at most CAUTION|
 *
 * A moderate ask (a deposit, a fee) is trusted from a sender whose own domain is authenticated and that
 * speaks for no brand but itself (a club, a local shop), when nothing deceives; confirming an account or
 * card through a link never is (the account is not the sender's domain), nor a fee to receive money promised to you. A severe ask (gift cards, crypto, wire, cash by courier, a code, a password,
 * personal numbers, remote access, WhatsApp, secrecy) only from a proven brand.
 */
import type { RiskLevel } from '../analysis.types';
import type { AskSeverity } from './asks';
import type { DeceptionLevel } from './deception';
import type { ProofLevel } from './proof';

export interface DecisionInput {
  /** The verdict the weights of the evidence alone give (scoring/verdict.ts). */
  evidence: RiskLevel;
  ask: AskSeverity | 'none';
  proof: ProofLevel;
  deception: DeceptionLevel;
  /** A known scam, a blocked sender or a harmful attachment. */
  known: boolean;
  /** The deception is only hints that honest bulk mail shares too (deception.ts `bulkOnly`). */
  bulkDeception?: boolean;
  /**
   * An ask the sender's own domain cannot vouch for: confirming an account, a password or card details
   * (the account is not the sender's), or paying first to receive money promised to you (no honest
   * lender, prize, agency or fund asks it).
   */
  domainCannotVouch?: boolean;
  /**
   * The deception is aimed at the ask itself: the story that keeps you from checking with the person
   * ("I'm in a meeting, can you do me a discreet favour?"), or a link that hides where it leads in a
   * short note whose point it is (analyze.ts).
   */
  aimedAtAsk?: boolean;
  /**
   * A false identity: a domain imitating the brand, or the brand's own address with every link elsewhere
   * (a forged sender whose authentication a forward removed): whatever it asks to open, call or answer
   * leads to someone else (deception.ts `falseIdentity`).
   */
  falseIdentity?: boolean;
  /**
   * Words copied from a text message (no sender address to check) that lure with a prize, a loan, free
   * crypto, a refund or a parcel fee (deception.ts `lure`), or that open in a brand's name and send you
   * to links that are not the brand's (brand.detector.ts `opensInBrandName`).
   */
  lureInText?: boolean;
}

export type DecisionRow =
  | 'known'
  | 'proven-brand'
  | 'severe-ask-deception'
  | 'severe-ask-pressure'
  | 'moderate-ask-deception'
  | 'ask-false-identity'
  | 'ask-deception-evidence'
  | 'ask-unproven'
  | 'mild-ask-aimed'
  | 'text-lure'
  | 'evidence';

export interface Decision {
  riskLevel: RiskLevel;
  row: DecisionRow;
  /** The evidence alone said more than the verdict (rows 2 and 10 cap it). */
  capped: boolean;
  /** The evidence alone said SAFE and an ask raised it (rows 8 and 9). */
  raised: boolean;
}

const RANK: Record<RiskLevel, number> = { safe: 0, suspicious: 1, dangerous: 2 };

function atMostCaution(evidence: RiskLevel): RiskLevel {
  return evidence === 'dangerous' ? 'suspicious' : evidence;
}

export function decideByTable(input: DecisionInput): Decision {
  const { evidence, ask, proof, deception, known } = input;
  const atLeastCaution = RANK[evidence] >= RANK.suspicious;
  const result = (riskLevel: RiskLevel, row: DecisionRow): Decision => ({
    riskLevel,
    row,
    capped: RANK[evidence] > RANK[riskLevel],
    raised: RANK[riskLevel] > RANK[evidence],
  });
  if (known) return result('dangerous', 'known');
  // What the brand itself sent is what it is: only a trick no honest sender plays leaves a doubt.
  if (proof === 'brand') return result(deception === 'strong' ? atMostCaution(evidence) : 'safe', 'proven-brand');
  if (ask === 'severe' && deception === 'strong' && atLeastCaution) return result('dangerous', 'severe-ask-deception');
  if (ask === 'severe' && deception === 'weak' && atLeastCaution) return result('dangerous', 'severe-ask-pressure');
  if (ask === 'moderate' && deception === 'strong' && atLeastCaution) return result('dangerous', 'moderate-ask-deception');
  if (ask !== 'none' && input.falseIdentity === true && atLeastCaution) return result('dangerous', 'ask-false-identity');
  // Following a link of a newsletter that has a form and a sign-in path is what its readers do.
  const deceives = deception !== 'none' && !(ask === 'mild' && input.bulkDeception === true);
  if (ask !== 'none' && deceives && evidence === 'dangerous') return result('dangerous', 'ask-deception-evidence');
  // Deception aimed at what it asks: what decides for a mild ask decides for a weightier one too.
  if (ask !== 'none' && input.aimedAtAsk === true) return result(atLeastCaution ? 'dangerous' : 'suspicious', 'mild-ask-aimed');
  const trustedModerate = ask === 'moderate' && proof === 'domain' && deception === 'none' && !input.domainCannotVouch;
  if ((ask === 'severe' || ask === 'moderate') && !trustedModerate) {
    return result('suspicious', 'ask-unproven');
  }
  // A text that promises something to make you answer or tap: smishing's shape, whoever seems to send it.
  if (ask !== 'none' && input.lureInText === true) return result('suspicious', 'text-lure');
  return result(atMostCaution(evidence), 'evidence');
}
