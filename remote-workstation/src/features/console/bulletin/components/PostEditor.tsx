import { Alert, App, Button, Card, Col, Divider, Form, Input, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BULLETIN_LIMITS as L, BULLETIN_SLUG_PATTERN, type BulletinBody, type BulletinStaffPost } from '@b2b/shared/contract';
import { LoadState, Markdown, useFormSubmit } from '@b2b/ui-kit';
import { useStaffPost } from '../api/get-staff-post';
import { useSavePost } from '../api/save-post';
import { NS } from '../i18n';
import { PostActions } from './PostActions';

const FIELDS = ['titleZh', 'titleEn', 'bodyZh', 'bodyEn', 'slug'] as const;
type Lang = 'Zh' | 'En';
interface Values {
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
  slug?: string;
}

/** One language of the post: title and Markdown body, with the preview beside it (below it on a phone). */
function LanguageFields({ lang }: { lang: Lang }) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<Values>();
  const body: string = Form.useWatch(`body${lang}`, form) ?? '';
  const length = (min: number, max: number) => ({ min, max, message: t('editor.length', { min, max }) });
  return (
    <Row gutter={[16, 0]}>
      <Col xs={24} md={12}>
        <Form.Item
          name={`title${lang}`}
          label={t('editor.title')}
          rules={[{ required: true, whitespace: true, message: t('editor.required') }, length(L.titleMin, L.titleMax)]}
        >
          <Input maxLength={L.titleMax} />
        </Form.Item>
        <Form.Item
          name={`body${lang}`}
          label={t('editor.body')}
          extra={t('editor.bodyHint')}
          rules={[{ required: true, whitespace: true, message: t('editor.required') }, length(L.bodyMin, L.bodyMax)]}
        >
          <Input.TextArea autoSize={{ minRows: 10, maxRows: 24 }} maxLength={L.bodyMax} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('editor.preview')} data-testid={`bulletin-preview-${lang}`}>
          {body.trim() ? <Markdown source={body} /> : <Typography.Text type="secondary">{t('editor.previewEmpty')}</Typography.Text>}
        </Card>
      </Col>
    </Row>
  );
}

function EditorForm({ post, onCreated }: { post: BulletinStaffPost | null; onCreated: (id: string) => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePost();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: save.mutateAsync,
    fields: FIELDS,
    byReason: { BULLETIN_SLUG_TAKEN: 'slug' },
    onSuccess: (saved) => {
      void message.success(t('editor.saved'));
      if (!post) onCreated(saved.id);
    },
  });
  const onFinish = (values: Values) => {
    const body: BulletinBody = { ...values, slug: values.slug?.trim() || null };
    return submit({ id: post?.id ?? null, body });
  };
  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={post ? { ...post, slug: post.slug ?? '' } : undefined}
        onFinish={onFinish}
        data-testid="bulletin-editor"
      >
        <Tabs
          items={(['Zh', 'En'] as const).map((lang) => ({
            key: lang,
            label: t(`editor.${lang === 'Zh' ? 'zh' : 'en'}`),
            forceRender: true,
            children: <LanguageFields lang={lang} />,
          }))}
        />
        <Form.Item
          name="slug"
          label={t('editor.slug')}
          extra={t('editor.slugHint')}
          rules={[
            { pattern: new RegExp(BULLETIN_SLUG_PATTERN), message: t('editor.slugPattern') },
            { min: L.slugMin, max: L.slugMax, message: t('editor.length', { min: L.slugMin, max: L.slugMax }) },
          ]}
        >
          <Input maxLength={L.slugMax} style={{ maxWidth: 420 }} />
        </Form.Item>
        {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t(post ? 'editor.save' : 'editor.create')}
        </Button>
      </Form>
      {post && (
        <>
          <Divider />
          <PostActions post={post} />
        </>
      )}
    </>
  );
}

/** The editor of one post (`id`), or of a new draft (null): both languages in tabs, each with its preview. */
export function PostEditor({ id, onCreated }: { id: string | null; onCreated: (id: string) => void }) {
  const query = useStaffPost(id);
  if (id && !query.data) return <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />;
  return <EditorForm key={query.data?.id ?? 'new'} post={query.data ?? null} onCreated={onCreated} />;
}
