import { App, Button, Flex } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { ResponseDecision, ResponseView } from '@b2b/shared/contract';
import { ChatWithCompany } from '../../../../components';
import { useAwardResponse, useDecideResponse } from '../../api/mark-actions';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';

interface Props {
  response: ResponseView;
  demandId: string;
  /** Active responses besides this one: they are declined by the award. */
  others: number;
  onScore: () => void;
}

/** What may be done with one response, as its `can` allows: score, shortlist or reject (or undo), award. */
export function ResponseActions({ response: r, demandId, others, onScore }: Props) {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const decide = useDecideResponse();
  const award = useAwardResponse();

  const setDecision = (decision: ResponseDecision) => decide.mutate({ id: r.id, decision: r.decision === decision ? null : decision });

  const confirmAward = () =>
    modal.confirm({
      title: t('award.title', { name: r.supplierName }),
      content: t('award.content', { count: others }),
      okText: t('award.ok'),
      cancelText: t('cancel.back'),
      onOk: async () => {
        await award.mutateAsync({ demandId, responseId: r.id });
        void message.success(t('award.done'));
      },
    });

  return (
    <Flex vertical gap={6} align="stretch">
      {r.can.score && (
        <Button size="small" type="primary" ghost onClick={onScore}>
          {t(r.evaluations.some((e) => e.mine) ? 'mark.rescore' : 'mark.score')}
        </Button>
      )}
      {r.can.decide && (
        <Flex gap={6}>
          <Button
            size="small"
            style={{ flex: 1 }}
            type={r.decision === 'SHORTLISTED' ? 'primary' : 'default'}
            aria-pressed={r.decision === 'SHORTLISTED'}
            loading={decide.isPending && decide.variables?.decision !== 'REJECTED'}
            onClick={() => setDecision('SHORTLISTED')}
          >
            {t(r.decision === 'SHORTLISTED' ? 'mark.unshortlist' : 'mark.shortlist')}
          </Button>
          <Button
            size="small"
            style={{ flex: 1 }}
            danger
            type={r.decision === 'REJECTED' ? 'primary' : 'default'}
            aria-pressed={r.decision === 'REJECTED'}
            onClick={() => setDecision('REJECTED')}
          >
            {t(r.decision === 'REJECTED' ? 'mark.unreject' : 'mark.reject')}
          </Button>
        </Flex>
      )}
      {r.can.award && (
        <Button size="small" type="primary" onClick={confirmAward}>
          {t('mark.award')}
        </Button>
      )}
      <ChatWithCompany response={r} size="small" />
      <Button size="small" type="link" onClick={() => navigate(DEV_PATHS.markHistory(r.id))}>
        {t('mark.history')}
      </Button>
    </Flex>
  );
}
