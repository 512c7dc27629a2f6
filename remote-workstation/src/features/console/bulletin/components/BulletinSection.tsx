import { useId, useState } from 'react';
import { Button, Drawer, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BULLETIN_STATES, type BulletinState } from '@b2b/shared/contract';
import { FilterTabs, filterTabId, ItemRow, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { useStaffPosts } from '../api/get-staff-posts';
import { NS } from '../i18n';
import { PostEditor } from './PostEditor';
import { PostStateTag } from './PostStateTag';
import { postTime } from './post-time';

const PAGE_SIZE = 10;
const ALL = 'ALL';

/** The console's bulletin: every post with its state, drafts and scheduled ones first; each opens in the editor. */
export function BulletinSection() {
  const { t, i18n } = useTranslation(NS);
  const panelId = useId();
  const [filter, setFilter] = useState<string>(ALL);
  const [page, setPage] = usePageParam('bulletinPage');
  // The post the editor shows: its id, 'new' for a new draft, null while closed.
  const [editing, setEditing] = useState<string | null>(null);
  const state = filter === ALL ? undefined : (filter as BulletinState);
  const query = useStaffPosts({ page, pageSize: PAGE_SIZE, state });
  const list = (
    <QueryPagedList
      query={query}
      failedTitle={t('loadFailed')}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      label={t('tab')}
      rowKey={(post) => post.id}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      render={(post) => (
        <ItemRow
          title={
            <Space size={4} wrap>
              {post.pinned && <Tag color="orange">{t('pinned')}</Tag>}
              <span>{i18n.language === 'en-US' ? post.titleEn : post.titleZh}</span>
            </Space>
          }
          meta={
            <Space wrap size={[12, 0]}>
              <PostStateTag state={post.state} />
              <Typography.Text type="secondary">{postTime(post, t, i18n.language)}</Typography.Text>
            </Space>
          }
          actions={
            <Button type="link" onClick={() => setEditing(post.id)} data-testid={`bulletin-edit-${post.id}`}>
              {t('edit')}
            </Button>
          }
        />
      )}
    />
  );

  return (
    <div data-testid="console-bulletin">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <FilterTabs
          panelId={panelId}
          aria-label={t('filter')}
          activeKey={filter}
          onChange={(key) => {
            setFilter(key);
            setPage(1);
          }}
          items={[ALL, ...BULLETIN_STATES].map((key) => ({ key, label: key === ALL ? t('all') : t(`state.${key}`) }))}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('new')}
        </Button>
      </Flex>
      <div role="tabpanel" id={panelId} aria-labelledby={filterTabId(panelId, filter)}>
        {list}
      </div>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="min(1100px, 100vw)"
        destroyOnHidden
        title={t(editing === 'new' ? 'editor.titleNew' : 'editor.titleEdit')}
      >
        {editing !== null && <PostEditor id={editing === 'new' ? null : editing} onCreated={setEditing} />}
      </Drawer>
    </div>
  );
}
