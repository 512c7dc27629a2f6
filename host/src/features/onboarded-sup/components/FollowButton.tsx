import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '../api/toggle-follow';

/** Follows the company, or stops following it; the card shows the state the server answers next. */
export function FollowButton({ companyId, followed, name }: { companyId: string; followed: boolean; name: string }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const toggle = useToggleFollow();
  // The name starts with what the button shows (a voice user says what they see); the state is aria-pressed.
  const label = followed ? t('onboardedSup.follow.followingName', { name }) : t('onboardedSup.follow.add', { name });
  const hint = followed ? t('onboardedSup.follow.remove', { name }) : label;
  return (
    <Button
      size="small"
      type={followed ? 'default' : 'primary'}
      ghost={!followed}
      aria-pressed={followed}
      aria-label={label}
      title={hint}
      loading={toggle.isPending}
      icon={followed ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
      data-testid={`follow-${companyId}`}
      onClick={() =>
        toggle.mutate(
          { companyId, follow: !followed },
          {
            onSuccess: () =>
              void message.success(followed ? t('onboardedSup.follow.removed', { name }) : t('onboardedSup.follow.added', { name })),
          },
        )
      }
    >
      {followed ? t('onboardedSup.follow.following') : t('onboardedSup.follow.follow')}
    </Button>
  );
}
