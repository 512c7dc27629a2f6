import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { UPGRADE_PATH, type MenuState } from '@b2b/shared/access';
import type { Tile } from '../tiles';

/** One tile: its figure and breakdown (or what to do when there is nothing), or the upgrade offer that says what it needs. */
export function FigureTile({ tile }: { tile: Tile & { state: MenuState } }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const upgrade = tile.state === 'upgrade';
  const title = t(`home.tile.${tile.key}.title`);
  const waiting = tile.counted && tile.value === undefined;
  let body;
  if (upgrade) {
    body = (
      <span title={tc('menu.upgradeTitle', { page: title })}>
        <Tag color="gold">{tc('menu.upgradeTag')}</Tag>
        {tc('menu.upgradeBody')}
      </span>
    );
  } else if (!tile.counted) {
    body = <Typography.Text type="secondary">{t(`home.tile.${tile.key}.body`)}</Typography.Text>;
  } else {
    body = (
      <>
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
          <span style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.2 }} data-testid={`home-figure-${tile.key}`}>
            {waiting ? '–' : tile.value}
          </span>
          <Typography.Text type="secondary">{t(`home.tile.${tile.key}.unit`)}</Typography.Text>
        </div>
        {/* The breakdown's line is kept while the figure is on its way, so the tiles do not grow and push the page down. */}
        {waiting && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} aria-hidden>
            {'\u00a0'}
          </Typography.Paragraph>
        )}
        {tile.details && tile.details.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {tile.details.map((d) => t(`home.detail.${d.key}`, { count: d.value })).join(' · ')}
          </Typography.Paragraph>
        )}
        {tile.value === 0 && !tile.details?.length && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t(`home.tile.${tile.key}.empty`)}
          </Typography.Paragraph>
        )}
      </>
    );
  }
  return (
    <Link
      to={upgrade ? UPGRADE_PATH : tile.to}
      style={{ textDecoration: 'none' }}
      data-state={tile.state}
      data-testid={`home-tile-${tile.key}`}
    >
      <Card hoverable title={title} size="small" style={{ height: '100%' }}>
        {body}
      </Card>
    </Link>
  );
}
