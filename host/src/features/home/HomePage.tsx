import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@b2b/shared/router';
import { canAccess, findRoute, isPayMember, isRegisterMember, visibleMenu } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { chatUnreadQuery, queryClient } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import { homeNewsQuery } from './api/get-home-news';
import { homeSummaryQuery, useHomeSummary } from './api/get-home-summary';
import { BulletinCard } from './components/BulletinCard';
import { FigureTile } from './components/FigureTile';
import { NewsCard } from './components/NewsCard';
import { TODO_SHOWN, TodoCard } from './components/TodoCard';
import { noticesQuery } from '../../components/notices/get-notices';
import { homeTiles } from './tiles';
import './i18n';

/** Where the approval alert sends a company that is not approved yet. */
function companyInfoPath(user: UserInfo): string {
  if (user.companyApprovalStatus === 'INFO_REJECT') return '/auth/update-improve-info/reject';
  return user.refined ? '/auth/update-improve-info' : '/auth/register-improve-info';
}

/** Unread chat, asked only of an account that may open the chat. */
function useChatUnread(user: UserInfo | null): number | undefined {
  const chat = findRoute('chat');
  const allowed = !!user && !!chat && canAccess(chat, user).ok;
  return useQuery({ ...chatUnreadQuery(), enabled: allowed }).data;
}

/**
 * Asks for the page's data before it renders: a returning user's first page starts these beside antd's download
 * (bootstrap.tsx), instead of once antd has run and the page rendered. The same queries the page then reads.
 */
export function prefetch() {
  void queryClient.prefetchQuery(homeSummaryQuery());
  void queryClient.prefetchQuery(homeNewsQuery());
  void queryClient.prefetchQuery(noticesQuery('TODO', 1, TODO_SHOWN));
}

/** The signed-in start page: who you are, where your company stands, and the day's figures of your side, each where the action is. */
export default function HomePage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  const location = useLocation();
  const summary = useHomeSummary();
  const chatUnread = useChatUnread(user);
  if (!user) return null;
  const side = user.role === 'SUP' ? 'SUP' : 'DEV';
  const tiles = visibleMenu(homeTiles(side, summary.data, chatUnread), user);
  const refused = (location.state as { redirectRefused?: boolean } | null)?.redirectRefused;
  return (
    <div data-testid="home-page">
      {refused && <Alert style={{ marginBottom: 16 }} type="info" showIcon closable title={t('home.redirectRefused')} />}
      <Card style={{ marginBottom: 16 }}>
        <h2 style={{ marginTop: 0 }}>{t('home.welcome', { name: user.nickname })}</h2>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
          <Descriptions.Item label={t('home.company')}>{user.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('home.role')}>{tc(`role.${user.role}`)}</Descriptions.Item>
          <Descriptions.Item label={t('home.account')}>{tc(`accountType.${user.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('home.member')}>
            <Tag color={isPayMember(user) ? 'gold' : 'default'}>{tc(`memberLevel.${user.memberLevel}`)}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {isRegisterMember(user) && (
        <Alert
          style={{ marginBottom: 16 }}
          type={user.companyApprovalStatus === 'INFO_REJECT' ? 'error' : 'warning'}
          showIcon
          title={tc(`approvalStatus.${user.companyApprovalStatus}`)}
          description={t(`home.approvalHint.${user.companyApprovalStatus}`)}
          action={
            <Link to={companyInfoPath(user)}>
              <Button size="small">{t('home.approvalAction')}</Button>
            </Link>
          }
        />
      )}
      {summary.isError && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title={t('home.figuresFailed')}
          action={
            <Button size="small" onClick={() => void summary.refetch()}>
              {tc('action.retry')}
            </Button>
          }
        />
      )}
      <h3 style={{ margin: '0 0 12px' }}>{t(`home.today.${side}`)}</h3>
      <div style={{ ...gridStyle(220), marginBottom: 16 }} data-testid="home-tiles">
        {tiles.map((tile) => (
          <FigureTile key={tile.key} tile={tile} />
        ))}
      </div>
      <div style={gridStyle(320)}>
        <TodoCard unread={summary.data?.todoNotices} />
        <NewsCard user={user} />
        <BulletinCard />
      </div>
    </div>
  );
}
