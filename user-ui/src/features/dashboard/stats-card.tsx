import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-context';
import { copyText } from '@/lib/clipboard';
import { FALLBACK_DAILY_LIMIT, usePublicConfig } from '@/lib/use-public-config';

/** On a narrow phone the address may wrap: let it wrap after the @, never mid-word. */
function AddressWithBreak({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** Emails scanned since joining (singular/plural) and how to use the service. */
export function StatsCard({ emailsScanned }: { emailsScanned: number }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const config = usePublicConfig();
  const address = config?.scanAddress ?? '';
  const limit = config?.dailyScanLimit ?? FALLBACK_DAILY_LIMIT;
  return (
    <section className="card dashboard-card stats-card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="dashboard-card__title">
        {t('dashboard.stats.title')}
      </h2>
      <p className="stat" data-testid="scan-count">
        <span className="stat__value">{t('dashboard.stats.scanned', { count: emailsScanned })}</span>{' '}
        <span className="stat__label">{t('dashboard.stats.since')}</span>
      </p>
      <h3 className="stats-card__how">{t('dashboard.stats.howTitle')}</h3>
      <ol className="how-list">
        <li>{t('dashboard.stats.step1')}</li>
        <li>
          {t('dashboard.stats.step2')}
          <span className="address-box">
            <code className="address-box__value" data-testid="scan-address">
              <AddressWithBreak address={address} />
            </code>
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={!address}
              onClick={async () => {
                await copyText(address);
                toast({ title: t('dashboard.stats.addressCopied'), description: t('dashboard.stats.addressCopiedDesc'), variant: 'success' });
              }}
            >
              {t('dashboard.stats.copyAddress')}
            </button>
          </span>
        </li>
        <li>{t('dashboard.stats.step3')}</li>
      </ol>
      <p className="stats-card__texts" data-testid="texts-how">
        {t('dashboard.stats.texts')}
      </p>
      <p className="allowance" data-testid="allowance">
        {t('dashboard.stats.allowance', { count: limit })}
      </p>
    </section>
  );
}
