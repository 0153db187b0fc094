import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from './email-context';
import { smallPrintDetector } from './small-print.detector';

const detectors = (text: string, subject = 'An offer for you'): string[] =>
  smallPrintDetector(buildContext(makeEmail({ subject, text }))).map((f) => f.detector);

/** Per finding: sentences that must raise it, and ordinary ones that must not. */
const CASES: [detector: string, finds: string[], ignores: string[]][] = [
  [
    'language:subscription-trap',
    [
      'Claim your FREE sample of Keto Burn today, just cover the $5.99 S&H. After 14 days you will be charged $79.99 every month until you cancel.',
      'Get your free trial jar: $4.95 shipping. Your order enrols you in our VIP club at $69.95.',
      "Recevez votre flacon d'essai gratuit : vous payez seulement les frais de livraison (6,95 $). Vous serez ensuite facturé 89,95 $ tous les 30 jours.",
    ],
    [
      // A streaming service's trial: no shipping to pay.
      'Your free trial ends on May 3. After that you will be billed $16.49 every month unless you cancel.',
      // A shop's ordinary offer: free gift and free shipping, with a subscription the buyer chose.
      'Get a free gift with your first Autoship order, plus free shipping on orders over $49!',
      // Shipping paid, nothing recurring.
      'Order a sample pack of our paint colours: you only pay $3 for shipping.',
    ],
  ],
  [
    'language:not-government',
    [
      'Apply for your eTA in minutes. eTA Canada Online is a private agency and is not affiliated with the Government of Canada. Our $89 fee includes review.',
      'Your home may qualify for a $10,000 rebate. We are not a government agency.',
      'Vérifiez votre admissibilité à la subvention. Nous ne sommes pas un organisme gouvernemental.',
      'Réclamez votre remboursement. Notre service n’est aucunement affilié à l’Agence du revenu du Canada.',
    ],
    [
      'The CRA will never ask you to pay with gift cards.',
      'Service Canada: your Old Age Security payment will be deposited on the 27th.',
      'Our credit union is not a bank, it is owned by its members.',
    ],
  ],
  [
    'language:unchecked-health-claims',
    [
      '*These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure or prevent any disease.',
      'Joint Flex Max: results may vary. Not intended to diagnose, treat, cure or prevent any disease.',
      "Ces allégations n'ont pas été évaluées par Santé Canada.",
    ],
    [
      'Your prescription is ready for pickup at the pharmacy counter.',
      'Health Canada has approved the updated COVID-19 vaccine for adults 65 and over.',
    ],
  ],
];

describe('small print detector', () => {
  describe.each(CASES)('%s', (detector, finds, ignores) => {
    it.each(finds)('is found in: %s', (text) => {
      expect(detectors(text)).toContain(detector);
    });

    it.each(ignores)('is not found in: %s', (text) => {
      expect(detectors(text)).not.toContain(detector);
    });
  });
});
