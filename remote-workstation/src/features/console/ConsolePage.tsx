import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { PageFrame } from '@b2b/ui-kit';
import { BulletinSection } from './bulletin/components/BulletinSection';
import { CertQueue } from './certification/CertQueue';
import { NS as BULLETIN_NS } from './bulletin/i18n';
import { PaymentsSection } from './payments/components/PaymentsSection';
import { NS as PAYMENTS_NS } from './payments/i18n';
import { CompanyQueue } from './components/CompanyQueue';
import { DemandQueue } from './components/DemandQueue';
import { DisputeQueue } from './components/DisputeQueue';
import { QUEUES, QueueCards, type Queue } from './components/QueueCards';
import { NS } from './i18n';

/** The console's sections that have no card among the queues. */
const SECTIONS = ['bulletin', 'payments'] as const;
type Section = (typeof SECTIONS)[number];
const TABS: readonly (Queue | Section)[] = [...QUEUES, ...SECTIONS];

/** The open tab, kept in the URL (`?tab=disputes`: a staff notice's link opens its queue). */
function useTabParam() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'companies';
  const set = (key: Queue | Section) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [tab, set] as const;
}

/** The staff's home: what waits for them, and the queues: company reviews, demand verification, certifications, project disputes, payments (refunds, invoices). */
export function ConsolePage() {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BULLETIN_NS);
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const [queue, setQueue] = useTabParam();
  return (
    <PageFrame title={t('title')} width={1100}>
      <QueueCards active={SECTIONS.includes(queue as Section) ? null : (queue as Queue)} onOpen={setQueue} />
      <Tabs
        activeKey={queue}
        onChange={(key) => setQueue(key as Queue | Section)}
        items={[
          { key: 'companies', label: t('queue.companies'), children: <CompanyQueue /> },
          { key: 'demands', label: t('queue.demands'), children: <DemandQueue /> },
          { key: 'certifications', label: t('cert.tab'), children: <CertQueue /> },
          { key: 'bulletin', label: tb('tab'), children: <BulletinSection /> },
          { key: 'disputes', label: t('queue.disputes'), children: <DisputeQueue /> },
          { key: 'payments', label: tp('tab'), children: <PaymentsSection /> },
        ]}
      />
    </PageFrame>
  );
}

export default ConsolePage;
