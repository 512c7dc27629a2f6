import { Avatar, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { FollowedCompany } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { ItemRow, RatingLine, WindowLink } from '@b2b/ui-kit';
import { NS } from '../../../i18n';

export interface FollowRowProps {
  company: FollowedCompany;
  /** Where the company is seen (the directory, for a supplier the reader may browse); none otherwise. */
  seeAt: string | null;
  onUnfollow: (company: FollowedCompany) => Promise<unknown>;
}

/** A followed company: who and where it is, since when it is followed, its rating and window, where to see it, and unfollow. */
export function FollowRow({ company, seeAt, onUnfollow }: FollowRowProps) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const name = (i18n.language === 'en-US' && company.nameEn) || company.name;
  // A municipality is its own province (Shanghai, Shanghai): named once.
  const region = [company.provinceName, company.cityName !== company.provinceName ? company.cityName : null].filter(Boolean).join(' · ');
  return (
    <ItemRow
      avatar={
        <Avatar
          shape="square"
          size={40}
          src={company.logoUrl ?? undefined}
          style={{ flex: 'none', background: company.logoUrl ? undefined : '#1677ff' }}
        >
          {name.slice(0, 1)}
        </Avatar>
      }
      title={name}
      meta={
        <Flex vertical gap={4}>
          <Flex gap={4} wrap>
            <Tag>{tc(`role.${company.role}`)}</Tag>
            {company.companyTypeName && <Tag color="blue">{company.companyTypeName}</Tag>}
            {company.memberLevel !== 'ORDINARY' && <Tag color="volcano">{tc(`memberLevel.${company.memberLevel}`)}</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            {[region, t('follow.since', { date: formatDate(company.followedAt, i18n.language) })].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Flex gap={12} wrap align="center">
            <RatingLine rating={company.rating} />
            <WindowLink company={company} name={name} />
          </Flex>
        </Flex>
      }
      actions={
        <Flex gap={8} wrap>
          {seeAt && (
            <Link to={seeAt}>
              <Button size="small">{t('follow.see')}</Button>
            </Link>
          )}
          <Popconfirm
            title={t('follow.unfollowConfirm', { name })}
            okText={t('follow.unfollow')}
            cancelText={tc('action.cancel')}
            onConfirm={() => onUnfollow(company)}
          >
            <Button size="small" danger data-testid={`unfollow-${company.id}`}>
              {t('follow.unfollow')}
            </Button>
          </Popconfirm>
        </Flex>
      }
    />
  );
}
