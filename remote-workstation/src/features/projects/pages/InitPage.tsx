import { useCallback, useEffect, useRef } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@b2b/shared/router';
import { PageFrame, readServerError } from '@b2b/ui-kit';
import { useInitProject } from '../api/init-project';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

/**
 * Party A's "start the project" from an awarded response: the server makes the project, or answers the one
 * made before, and the page goes on to its plan (a new project) or to the project itself.
 */
export default function InitPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const responseId = useParams().requirementRespondId ?? '';
  const init = useInitProject();
  const asked = useRef('');
  const { mutate } = init;

  const run = useCallback(
    (id: string) =>
      mutate(id, {
        onSuccess: (project) =>
          navigate(project.milestonesList.length ? PROJECT_PATHS.view(project.id) : PROJECT_PATHS.plan(project.id), { replace: true }),
      }),
    [mutate, navigate],
  );

  useEffect(() => {
    if (!responseId || asked.current === responseId) return;
    asked.current = responseId;
    run(responseId);
  }, [responseId, run]);

  const error = init.isError ? readServerError(init.error) : null;
  return (
    <PageFrame title={t('page.init')}>
      {init.isError ? (
        <Result
          status={error?.reason === 'NOT_FOUND' ? '404' : 'warning'}
          title={t(error?.reason === 'NOT_FOUND' ? 'init.notFound' : 'init.failed')}
          subTitle={error?.reason === 'NOT_FOUND' ? t('init.notFoundHint') : (error?.message ?? t('init.failedHint'))}
          extra={
            <Flex gap={8} wrap justify="center">
              {error?.reason !== 'NOT_FOUND' && <Button onClick={() => run(responseId)}>{t('action.retry')}</Button>}
              <Button type="primary" onClick={() => navigate(PROJECT_PATHS.list)}>
                {t('nav.list')}
              </Button>
            </Flex>
          }
        />
      ) : (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin aria-label={t('init.starting')} />
          {t('init.starting')}
        </Flex>
      )}
    </PageFrame>
  );
}
