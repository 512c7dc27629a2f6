import { Avatar, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { EnvironmentOutlined, MessageOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyCard } from '@b2b/shared/contract';
import { CertBadges, RatingLine, WindowLink } from '@b2b/ui-kit';
import { useOpenSupplierChat } from '../api/open-supplier-chat';
import { regionLabel } from '../lib/directory-query';
import { FollowButton } from './FollowButton';

/** The company's name in the reader's language: the English name on English pages when it has one. */
export const displayName = (card: CompanyCard, lang: string) => (lang === 'en-US' && card.nameEn) || card.name;

/**
 * Chat with the supplier's main account. Chat needs a membership on both sides: a supplier without one (not
 * promoted) cannot be reached, and the button says so instead of failing.
 */
function ChatButton({ card, name }: { card: CompanyCard; name: string }) {
  const { t } = useTranslation('host');
  const chat = useOpenSupplierChat();
  const reachable = card.memberLevel !== 'ORDINARY';
  const button = (
    <Button
      size="small"
      icon={<MessageOutlined />}
      disabled={!reachable}
      loading={chat.isPending}
      aria-label={t('onboardedSup.chat.label', { name })}
      data-testid={`chat-${card.id}`}
      onClick={() => chat.mutate(card.id)}
    >
      {t('onboardedSup.chat.action')}
    </Button>
  );
  return reachable ? (
    button
  ) : (
    <Tooltip title={t('onboardedSup.chat.unavailable')}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** One approved supplier: who it is, where, how big, and follow / chat. */
export function SupplierCard({ card }: { card: CompanyCard }) {
  const { t, i18n } = useTranslation('host');
  const name = displayName(card, i18n.language);
  const region = regionLabel(card.provinceName, card.cityName);
  return (
    <Card
      size="small"
      data-testid={`supplier-card-${card.id}`}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%' } }}
    >
      <Flex gap={12} align="flex-start">
        <Avatar
          shape="square"
          size={48}
          src={card.logoUrl ?? undefined}
          alt={t('onboardedSup.card.logo', { name })}
          style={{ flex: 'none', background: card.logoUrl ? undefined : '#1677ff' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
            {name}
          </Typography.Text>
          <Flex gap={4} wrap>
            {card.promoted && (
              <Tooltip title={t('onboardedSup.card.promotedHint')}>
                <Tag color="gold" icon={<RiseOutlined />} data-testid="promoted">
                  {t('onboardedSup.card.promoted')}
                </Tag>
              </Tooltip>
            )}
            {card.memberLevel !== 'ORDINARY' && <Tag color="volcano">{t(`memberLevel.${card.memberLevel}`, { ns: 'common' })}</Tag>}
            {card.companyTypeName && <Tag color="blue">{card.companyTypeName}</Tag>}
          </Flex>
        </Flex>
      </Flex>
      <Flex vertical gap={4}>
        {region && (
          <Typography.Text type="secondary">
            <EnvironmentOutlined /> {region}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          <TeamOutlined />{' '}
          {card.headcount > 0 ? t('onboardedSup.card.headcount', { count: card.headcount }) : t('onboardedSup.card.noHeadcount')}
          {card.size && ` · ${t(`onboardedSup.card.size.${card.size}`)}`}
        </Typography.Text>
        <RatingLine rating={card.rating} />
        <CertBadges badges={card.badges} max={3} />
        <WindowLink company={card} name={name} />
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
        <FollowButton companyId={card.id} followed={card.followed} name={name} />
        <ChatButton card={card} name={name} />
      </Flex>
    </Card>
  );
}
