import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { useWindows } from './api/list-windows';
import { WindowDetail } from './components/WindowDetail';
import { WindowList } from './components/WindowList';
import { pagesOf, shownType } from './lib/sides';
import './i18n';

const PAGE_SIZE = 12;

/**
 * The other side's showcase windows (windows/partyBshow for DEV, windows/partyAshow for SUP): cards with a
 * keyword search; `?company=<id>` opens one window. Keyword, page and window live in the URL.
 */
export default function ShowWindowsPage() {
  const { t } = useTranslation('host');
  const role = useSession((s) => s.user?.role);
  const type = shownType(role);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const companyId = params.get('company');
  const list = useWindows({ page, pageSize: PAGE_SIZE, ...(keyword && { keyword }) });

  const update = (change: (p: URLSearchParams) => void, replace = false) =>
    setParams(
      (p) => {
        change(p);
        return p;
      },
      { replace },
    );

  return (
    <div data-testid="windows-show" style={{ width: '100%', maxWidth: 1200, margin: '0 auto', minWidth: 0 }}>
      {companyId ? (
        <WindowDetail companyId={companyId} type={type} onBack={() => update((p) => p.delete('company'))} />
      ) : (
        <>
          <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 8 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t(pagesOf(role).titles.show, { ns: 'common' })}
            </Typography.Title>
            <Link to={pagesOf(role).mine} data-testid="windows-mine-link">
              {t('windows.show.mine')}
            </Link>
          </Flex>
          <Typography.Paragraph type="secondary">{t(`windows.show.${type}.intro`)}</Typography.Paragraph>
          <Input.Search
            allowClear
            defaultValue={keyword}
            maxLength={50}
            placeholder={t('windows.show.search')}
            aria-label={t('windows.show.search')}
            onSearch={(value) =>
              update((p) => {
                if (value.trim()) p.set('q', value.trim());
                else p.delete('q');
                p.delete('page');
              })
            }
            style={{ maxWidth: 420, marginBottom: 16 }}
          />
          <WindowList
            data={list.data}
            pending={list.isPending}
            error={list.isError}
            searched={!!keyword}
            type={type}
            onRetry={() => void list.refetch()}
            onOpen={(id) => update((p) => p.set('company', id))}
            onPage={(next) => update((p) => p.set('page', String(next)))}
          />
        </>
      )}
    </div>
  );
}
