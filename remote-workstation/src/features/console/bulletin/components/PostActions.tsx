import { useState } from 'react';
import { App, Button, DatePicker, Flex, Popconfirm, Space, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BULLETIN_LIMITS, bulletinMayMove, type BulletinStaffPost } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { usePinPost } from '../api/pin-post';
import { usePublishPost } from '../api/publish-post';
import { useSchedulePost } from '../api/schedule-post';
import { useUnpublishPost } from '../api/unpublish-post';
import { NS } from '../i18n';
import { PostStateTag } from './PostStateTag';
import { postTime } from './post-time';

const DAY = 24 * 60 * 60_000;

/** Pin, publish now, schedule, withdraw: only what the post's state allows (`BULLETIN_TRANSITIONS`). */
export function PostActions({ post }: { post: BulletinStaffPost }) {
  const { t, i18n } = useTranslation(NS);
  const { message } = App.useApp();
  const pin = usePinPost();
  const publish = usePublishPost();
  const schedule = useSchedulePost();
  const unpublish = useUnpublishPost();
  const [at, setAt] = useState<Dayjs | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      void message.success(t('actions.done'));
    } catch (err) {
      void message.error(readServerError(err)?.message || t('actions.failed'));
    }
  };
  const confirmProps = { okText: t('actions.ok'), cancelText: t('actions.cancel') };

  return (
    <Flex vertical gap={12} data-testid="bulletin-actions">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('actions.title')}
      </Typography.Title>
      <Space wrap>
        <PostStateTag state={post.state} />
        <Typography.Text type="secondary">{postTime(post, t, i18n.language)}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{t('actions.appliesToSaved')}</Typography.Text>
      <Space>
        <Switch
          checked={post.pinned}
          loading={pin.isPending}
          onChange={(pinned) => void run(() => pin.mutateAsync({ id: post.id, pinned }))}
          aria-label={t('actions.pin')}
          data-testid="bulletin-pin"
        />
        <span>{t('actions.pin')}</span>
      </Space>
      <Flex gap={8} wrap>
        {bulletinMayMove(post.state, 'publish') && (
          <Popconfirm title={t('actions.publishConfirm')} {...confirmProps} onConfirm={() => run(() => publish.mutateAsync(post.id))}>
            <Button type="primary" loading={publish.isPending} data-testid="bulletin-publish">
              {t('actions.publish')}
            </Button>
          </Popconfirm>
        )}
        {bulletinMayMove(post.state, 'unpublish') && (
          <Popconfirm title={t('actions.unpublishConfirm')} {...confirmProps} onConfirm={() => run(() => unpublish.mutateAsync(post.id))}>
            <Button danger loading={unpublish.isPending} data-testid="bulletin-unpublish">
              {t('actions.unpublish')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {bulletinMayMove(post.state, 'schedule') && (
        <Flex gap={8} wrap align="center">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            placeholder={t('actions.scheduleAt')}
            aria-label={t('actions.scheduleAt')}
            disabledDate={(d) => d.endOf('day').valueOf() < Date.now() || d.valueOf() > Date.now() + BULLETIN_LIMITS.scheduleMaxDays * DAY}
            style={{ width: '100%', maxWidth: 240 }}
          />
          <Button
            disabled={!at}
            loading={schedule.isPending}
            onClick={() => at && void run(() => schedule.mutateAsync({ id: post.id, publishAt: at.valueOf() }))}
          >
            {t('actions.schedule')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
