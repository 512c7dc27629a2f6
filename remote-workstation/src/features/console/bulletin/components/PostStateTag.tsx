import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulletinState } from '@b2b/shared/contract';
import { NS } from '../i18n';

const COLOR: Record<BulletinState, string> = { DRAFT: 'default', SCHEDULED: 'gold', PUBLISHED: 'green', UNPUBLISHED: 'red' };

export function PostStateTag({ state }: { state: BulletinState }) {
  const { t } = useTranslation(NS);
  return <Tag color={COLOR[state]}>{t(`state.${state}`)}</Tag>;
}
