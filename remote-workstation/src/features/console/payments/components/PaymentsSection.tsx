import { useId, useState } from 'react';
import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATES, REFUND_STATES, type InvoiceState, type RefundState, type StaffOrder } from '@b2b/shared/contract';
import { FilterTabs, filterTabId, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { useStaffInvoices, useStaffRefunds } from '../api/get-queues';
import { NS } from '../i18n';
import { DecisionDialog, type DecisionKind } from './DecisionDialog';
import { PaymentOrderRow } from './PaymentOrderRow';

const PAGE_SIZE = 10;
const OPEN = 'OPEN';
type View = 'refunds' | 'invoices';

/** The console's payments: refund requests (and refunds under way), invoice requests; each decided in a dialog. */
export function PaymentsSection() {
  const { t } = useTranslation(NS);
  const panelId = useId();
  const [view, setView] = useState<View>('refunds');
  const [filter, setFilter] = useState<string>(OPEN);
  const [page, setPage] = usePageParam('paymentsPage');
  const [deciding, setDeciding] = useState<{ order: StaffOrder; kind: DecisionKind } | null>(null);
  const paging = { page, pageSize: PAGE_SIZE };
  const refunds = useStaffRefunds({ ...paging, state: filter === OPEN ? undefined : (filter as RefundState) });
  const invoices = useStaffInvoices({ ...paging, state: filter === OPEN ? undefined : (filter as InvoiceState) });
  const query = view === 'refunds' ? refunds : invoices;
  const states = view === 'refunds' ? [OPEN, ...REFUND_STATES] : INVOICE_STATES;
  const list = (
    <QueryPagedList
      query={query}
      failedTitle={t('loadFailed')}
      empty={{ title: t(view === 'refunds' ? 'emptyRefunds' : 'emptyInvoices') }}
      label={t(`section.${view}`)}
      rowKey={(order) => order.id}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      render={(order) => <PaymentOrderRow order={order} view={view} onDecide={(kind) => setDeciding({ order, kind })} />}
    />
  );

  return (
    <div data-testid="console-payments">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<View>
          value={view}
          onChange={(next) => {
            setView(next);
            setFilter(next === 'refunds' ? OPEN : 'REQUESTED');
            setPage(1);
          }}
          options={(['refunds', 'invoices'] as const).map((key) => ({ value: key, label: t(`section.${key}`) }))}
        />
        <FilterTabs
          panelId={panelId}
          aria-label={t('filter')}
          activeKey={view === 'invoices' && filter === OPEN ? 'REQUESTED' : filter}
          onChange={(key) => {
            setFilter(key);
            setPage(1);
          }}
          items={states.map((key) => ({ key, label: t(view === 'refunds' ? `refundState.${key}` : `invoiceState.${key}`) }))}
        />
      </Flex>
      <div role="tabpanel" id={panelId} aria-labelledby={filterTabId(panelId, filter)}>
        {list}
      </div>
      {deciding && <DecisionDialog order={deciding.order} kind={deciding.kind} onClose={() => setDeciding(null)} />}
    </div>
  );
}
