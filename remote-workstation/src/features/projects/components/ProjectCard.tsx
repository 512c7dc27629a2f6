import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { PROJECT_ENDED, type ProjectSummary } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { ItemRow } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { PROJECT_PATHS, projectPath } from '../lib/paths';
import { NS } from '../i18n';
import { CompanyRatingText, ProjectStatusTag } from './tags';

/** One project in a list: the other party and its rating, the amount, how far it is, and the next step. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t, i18n } = useTranslation(NS);
  const supplierSide = project.side === 'SUPPLIER';
  const other = supplierSide
    ? { name: project.partyAName, rating: project.partyARating }
    : { name: project.supplierName, rating: project.supplierRating };
  const needsPlan = !supplierSide && project.status === 'STARTED' && project.milestones === 0;
  const ended = PROJECT_ENDED.includes(project.status);
  return (
    <ItemRow
      title={
        <Link to={projectPath(project)} style={{ wordBreak: 'break-word' }}>
          {project.title}
        </Link>
      }
      meta={
        <Flex vertical gap={4} style={{ marginTop: 4 }}>
          <Flex gap={8} wrap align="center">
            <ProjectStatusTag status={project.status} />
            <Typography.Text>{t(supplierSide ? 'list.partyA' : 'list.supplier', { name: other.name })}</Typography.Text>
            <CompanyRatingText rating={other.rating} />
          </Flex>
          <Flex gap={12} wrap align="center">
            <Money amount={project.amount} currency={project.currency} />
            {project.milestones > 0 ? (
              <Flex gap={8} align="center" style={{ minWidth: 160 }}>
                <Progress
                  percent={Math.round((project.accepted / project.milestones) * 100)}
                  size="small"
                  showInfo={false}
                  style={{ width: 80, margin: 0 }}
                  aria-label={t('facts.progress')}
                />
                <Typography.Text type="secondary">
                  {t('facts.accepted', { done: project.accepted, total: project.milestones })}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('list.noPlan')}</Typography.Text>
            )}
            <Typography.Text type="secondary">
              {t('list.updated', { date: formatDateTime(project.updatedAt, i18n.language) })}
            </Typography.Text>
          </Flex>
        </Flex>
      }
      actions={
        <>
          {needsPlan && (
            <Link to={PROJECT_PATHS.plan(project.id)}>
              <Button type="primary">{t('action.createPlan')}</Button>
            </Link>
          )}
          {ended && (
            <Link to={PROJECT_PATHS.evaluate(project.id)}>
              <Button>{t('list.ratings')}</Button>
            </Link>
          )}
          <Link to={projectPath(project)}>
            <Button type={needsPlan ? 'default' : 'primary'}>{t(supplierSide ? 'list.work' : 'list.open')}</Button>
          </Link>
        </>
      }
    />
  );
}
