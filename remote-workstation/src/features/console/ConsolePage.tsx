import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@b2b/ui-kit';
import { BulletinSection } from './bulletin/components/BulletinSection';
import { CertQueue } from './certification/CertQueue';
import { NS as BULLETIN_NS } from './bulletin/i18n';
import { CompanyQueue } from './components/CompanyQueue';
import { DemandQueue } from './components/DemandQueue';
import { DisputeQueue } from './components/DisputeQueue';
import { QueueCards, type Queue } from './components/QueueCards';
import { NS } from './i18n';

/** The staff's home: what waits for them, and the queues: company reviews, demand verification, certifications, project disputes. */
export function ConsolePage() {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BULLETIN_NS);
  const [queue, setQueue] = useState<Queue | 'bulletin'>('companies');
  return (
    <PageFrame title={t('title')} width={1100}>
      <QueueCards active={queue === 'bulletin' ? null : queue} onOpen={setQueue} />
      <Tabs
        activeKey={queue}
        onChange={(key) => setQueue(key as Queue | 'bulletin')}
        items={[
          { key: 'companies', label: t('queue.companies'), children: <CompanyQueue /> },
          { key: 'demands', label: t('queue.demands'), children: <DemandQueue /> },
          { key: 'certifications', label: t('cert.tab'), children: <CertQueue /> },
          { key: 'bulletin', label: tb('tab'), children: <BulletinSection /> },
          { key: 'disputes', label: t('queue.disputes'), children: <DisputeQueue /> },
        ]}
      />
    </PageFrame>
  );
}

export default ConsolePage;
