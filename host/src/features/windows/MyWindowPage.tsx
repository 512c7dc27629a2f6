import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { LoadState } from '@b2b/ui-kit';
import { useSession } from '@b2b/shared/session';
import { useMyWindow } from './api/get-my-window';
import { useMoveMyWindow, type WindowMove } from './api/move-my-window';
import { ExposureFigures } from './components/ExposureFigures';
import { WindowView } from './components/WindowView';
import { pagesOf } from './lib/sides';
import './i18n';

/**
 * The company's own window (windows/partyA for DEV, windows/partyB for SUP): its state, its exposure and a
 * preview as the other side sees it; the main account edits, publishes and takes it down.
 */
export default function MyWindowPage() {
  const { t, i18n } = useTranslation('host');
  const user = useSession((s) => s.user);
  const pages = pagesOf(user?.role);
  const isMain = user?.type === 'MAIN';
  const query = useMyWindow();
  const move = useMoveMyWindow();

  // A refusal shows as the API client's toast, in the user's language.
  const run = (what: WindowMove) => move.mutate(what);

  if (query.isPending || query.isError) {
    return <LoadState error={query.error} onRetry={() => void query.refetch()} title={t('windows.mine.loadFailed')} />;
  }
  const mine = query.data;
  const published = mine?.state === 'PUBLISHED';
  const intro = mine ? (i18n.language === 'en-US' ? mine.introEn || mine.introZh : mine.introZh || mine.introEn) : '';

  return (
    <div data-testid="my-window" style={{ width: '100%', maxWidth: 1200, margin: '0 auto', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(pages.titles.mine, { ns: 'common' })}
          </Typography.Title>
          {mine && (
            <Tag color={published ? 'success' : 'default'} data-testid="window-state">
              {t(`windows.state.${mine.state}`)}
            </Tag>
          )}
        </Flex>
        {isMain && mine && (
          <Flex gap={8} wrap>
            <Link to={pages.edit}>
              <Button data-testid="window-edit">{t('windows.mine.edit')}</Button>
            </Link>
            <Button
              type={published ? 'default' : 'primary'}
              loading={move.isPending}
              onClick={() => run(published ? 'unpublish' : 'publish')}
              data-testid={published ? 'window-unpublish' : 'window-publish'}
            >
              {t(published ? 'windows.mine.unpublish' : 'windows.mine.publish')}
            </Button>
          </Flex>
        )}
      </Flex>
      {!mine ? (
        <Card>
          <Empty description={t('windows.mine.none')}>
            {isMain ? (
              <Link to={pages.edit}>
                <Button type="primary" data-testid="window-create">
                  {t('windows.mine.create')}
                </Button>
              </Link>
            ) : (
              <Typography.Text type="secondary">{t('windows.mine.askMain')}</Typography.Text>
            )}
          </Empty>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {!published && <Alert type="info" showIcon title={t('windows.mine.draftHint')} />}
          <ExposureFigures />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('windows.mine.preview')}
          </Typography.Title>
          <WindowView window={{ ...mine, intro }} testId="my-window-preview" />
        </Flex>
      )}
    </div>
  );
}
