import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { FollowedCompany } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { PageFrame, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { useFollows } from './api/get-follows';
import { useUnfollow } from './api/unfollow';
import { FollowRow } from './components/FollowRow';

const PAGE_SIZE = 10;
const DIRECTORY = 'onboarded-sup';

/** The companies the caller's company follows (`account/follow`): where each is seen, and unfollow. */
export function FollowPage() {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const [page, setPage] = usePageParam();
  const follows = useFollows({ page, pageSize: PAGE_SIZE });
  const unfollow = useUnfollow();
  const directory = findRoute(DIRECTORY);
  const mayBrowse = !!directory && canAccess(directory, user).ok;
  const seeAt = (company: FollowedCompany) =>
    mayBrowse && company.role === 'SUP' ? `/${DIRECTORY}?${new URLSearchParams({ keyword: company.name })}` : null;
  const onUnfollow = async (company: FollowedCompany) => {
    await unfollow.mutateAsync(company.id);
    void message.success(t('follow.unfollowed', { name: (i18n.language === 'en-US' && company.nameEn) || company.name }));
  };
  return (
    <PageFrame title={tc('route.accountFollow')} width={820}>
      <QueryPagedList
        query={follows}
        empty={{
          title: t('follow.empty'),
          hint: t(mayBrowse ? 'follow.emptyHintDirectory' : 'follow.emptyHint'),
          action: mayBrowse && (
            <Link to={`/${DIRECTORY}`}>
              <Button type="primary">{t('follow.browse')}</Button>
            </Link>
          ),
        }}
        label={tc('route.accountFollow')}
        rowKey={(company) => company.id}
        render={(company) => <FollowRow company={company} seeAt={seeAt(company)} onUnfollow={onUnfollow} />}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </PageFrame>
  );
}

export default FollowPage;
