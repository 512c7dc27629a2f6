import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { Project } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

const gap = { marginBottom: 16 };

/** Where the project stands and what the reader should do next, one alert per open matter. */
export function ProjectAlerts({ project }: { project: Project }) {
  const { t, i18n } = useTranslation(NS);
  const a = project.side === 'PARTY_A';
  const open = project.disputes.find((d) => d.status === 'OPEN');
  const resolved = [...project.disputes]
    .filter((d) => d.status === 'RESOLVED')
    .sort((x, y) => (y.resolvedAt ?? 0) - (x.resolvedAt ?? 0))[0];
  const proposedRevision = project.revisions.find((r) => r.status === 'PROPOSED');
  const alerts: ReactNode[] = [];
  if (open)
    alerts.push(
      <Alert
        key="dispute"
        type="error"
        showIcon
        style={gap}
        title={t(open.openedBy === project.side ? 'alert.disputeOurs' : 'alert.disputeTheirs')}
        description={t('alert.disputeReason', { reason: open.reason, date: formatDateTime(open.createdAt, i18n.language) })}
      />,
    );
  else if (resolved?.decision && resolved.note && project.status !== 'CANCELLED')
    alerts.push(
      <Alert
        key="resolved"
        type="info"
        showIcon
        style={gap}
        title={t(`alert.resolved.${resolved.decision}`)}
        description={resolved.note}
      />,
    );
  if (project.status === 'CANCELLED')
    alerts.push(<Alert key="cancelled" type="warning" showIcon style={gap} title={t('alert.cancelled')} description={project.reason} />);
  else if (project.cancelProposedBy)
    alerts.push(
      <Alert
        key="cancel"
        type="warning"
        showIcon
        style={gap}
        title={t(project.cancelProposedBy === project.side ? 'alert.cancelOurs' : 'alert.cancelTheirs')}
        description={project.reason}
      />,
    );
  if (project.status === 'STARTED' && !open) {
    const planned = project.milestonesList.length > 0;
    const key = planned ? (a ? 'alert.startA' : 'alert.startSupplier') : a ? 'alert.planA' : 'alert.planSupplier';
    alerts.push(
      <Alert
        key="started"
        type="info"
        showIcon
        style={gap}
        title={t(key)}
        action={
          a &&
          !planned &&
          project.can.plan && (
            <Link to={PROJECT_PATHS.plan(project.id)}>
              <Button size="small" type="primary">
                {t('action.createPlan')}
              </Button>
            </Link>
          )
        }
      />,
    );
  }
  if (proposedRevision && project.status === 'IN_PROGRESS')
    alerts.push(
      <Alert
        key="revision"
        type="info"
        showIcon
        style={gap}
        title={t(project.can.answerRevision ? 'alert.revisionSupplier' : 'alert.revisionA', { n: proposedRevision.number })}
        action={
          <Link to="?tab=revisions" replace>
            {t('alert.seeRevision')}
          </Link>
        }
      />,
    );
  if (project.status === 'COMPLETED' || project.status === 'CANCELLED') {
    const key = project.can.rate ? 'alert.rateDue' : project.ratingsPublished ? 'alert.ratingsPublished' : 'alert.ratingsHidden';
    alerts.push(
      <Alert
        key="rate"
        type={project.can.rate ? 'success' : 'info'}
        showIcon
        style={gap}
        title={t(key)}
        action={<Link to={PROJECT_PATHS.evaluate(project.id)}>{t('alert.openRatings')}</Link>}
      />,
    );
  }
  return alerts.length ? <Flex vertical>{alerts}</Flex> : null;
}
