import { Button, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { LoadState } from '@b2b/ui-kit';
import { useMyWindow } from './api/get-my-window';
import { useSaveMyWindow } from './api/save-my-window';
import { WindowForm } from './components/WindowForm';
import { WindowView } from './components/WindowView';
import { bodyOf, formValuesOf, type WindowFormValues } from './lib/form-values';
import { pagesOf } from './lib/sides';
import './i18n';

/** Builds or edits the company's window (windows/createPartyA, windows/createPartyB: main account only). */
export default function EditWindowPage() {
  const { t, i18n } = useTranslation('host');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const pages = pagesOf(user?.role);
  const query = useMyWindow();
  const save = useSaveMyWindow();
  const [preview, setPreview] = useState<WindowFormValues | null>(null);

  if (query.isPending || query.isError) {
    return <LoadState error={query.error} onRetry={() => void query.refetch()} title={t('windows.mine.loadFailed')} />;
  }
  const introOf = (v: WindowFormValues) => (i18n.language === 'en-US' ? v.introEn || v.introZh : v.introZh || v.introEn) ?? '';
  return (
    <div data-testid="window-edit-page" style={{ width: '100%', maxWidth: 960, margin: '0 auto', minWidth: 0 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {query.data ? t('windows.form.editTitle') : t(pages.titles.edit, { ns: 'common' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('windows.form.hint')}</Typography.Paragraph>
      <WindowForm
        initial={formValuesOf(query.data)}
        onSave={async (values) => {
          await save.mutateAsync(bodyOf(values));
          navigate(pages.mine);
        }}
        onPreview={setPreview}
      />
      <Drawer
        open={!!preview}
        onClose={() => setPreview(null)}
        title={t('windows.form.previewTitle')}
        size="min(860px, 100vw)"
        destroyOnHidden
        extra={<Button onClick={() => setPreview(null)}>{t('windows.form.closePreview')}</Button>}
      >
        {preview && (
          <WindowView
            testId="window-form-preview"
            window={{
              companyName: user?.companyName ?? '',
              cover: preview.cover?.[0] ?? null,
              intro: introOf(preview),
              cases: (preview.cases ?? []).map((c) => ({ title: c.title ?? '', description: c.description ?? '', images: c.images ?? [] })),
              contacts: bodyOf(preview).contacts,
            }}
          />
        )}
      </Drawer>
    </div>
  );
}
