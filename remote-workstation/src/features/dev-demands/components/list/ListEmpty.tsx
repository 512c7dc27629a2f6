import { Button, Empty } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';
import type { ListPreset } from './presets';

/** What to do when a list is empty: clear the filters, or publish a demand. */
export function ListEmpty({ preset, filtered, onClear }: { preset: ListPreset; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  if (filtered) {
    return (
      <Empty description={t('list.emptyFiltered')}>
        <Button onClick={onClear}>{t('list.clearFilters')}</Button>
      </Empty>
    );
  }
  return (
    <Empty description={t(`list.empty.${preset}`)}>
      <Button type="primary" onClick={() => navigate(DEV_PATHS.publish)}>
        {t(preset === 'all' ? 'list.publishFirst' : 'list.publish')}
      </Button>
    </Empty>
  );
}
