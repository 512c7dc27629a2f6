import { Card, Empty, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertBadge, CompanyContact, CompanyRating, ShowcaseCase, ShowcaseImage } from '@b2b/shared/contract';
import { CertBadges, Markdown, RatingLine } from '@b2b/ui-kit';
import { Cover } from './Cover';

export interface WindowContent {
  companyName: string;
  cover: ShowcaseImage | null;
  /** Markdown, in the reader's language. */
  intro: string;
  cases: ShowcaseCase[];
  contacts: CompanyContact[];
  /** The company's approved certificates in force (the other side's view; the owner's preview has none). */
  badges?: CertBadge[];
  /** The company's published ratings (the other side's view); nothing shows without any. */
  rating?: CompanyRating;
}

const CASES_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: 12 };

/** A window as the other side sees it (also the owner's preview): cover, introduction, cases, contacts. */
export function WindowView({ window: w, testId = 'window-view' }: { window: WindowContent; testId?: string }) {
  const { t } = useTranslation('host');
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <Cover image={w.cover} name={w.companyName} height={220} />
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="window-company">
        {w.companyName}
      </Typography.Title>
      {w.rating && <RatingLine rating={w.rating} />}
      {w.badges && <CertBadges badges={w.badges} />}
      <Card size="small" title={t('windows.view.intro')}>
        {w.intro ? (
          <Markdown source={w.intro} testId="window-intro" />
        ) : (
          <Typography.Text type="secondary">{t('windows.view.noIntro')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('windows.view.cases', { count: w.cases.length })}>
        {w.cases.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('windows.view.noCases')} />
        ) : (
          <div style={CASES_GRID}>
            {w.cases.map((item, index) => (
              <Card key={index} size="small" type="inner" data-testid="window-case">
                <Flex vertical gap={8}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Typography.Text>
                  {item.description && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.description}</Typography.Paragraph>
                  )}
                  {item.images.length > 0 && (
                    <Image.PreviewGroup>
                      <Flex gap={8} wrap>
                        {item.images.map((image) => (
                          <Image
                            key={image.id}
                            src={image.thumbUrl ?? image.url}
                            preview={{ src: image.url }}
                            width={96}
                            height={72}
                            style={{ objectFit: 'cover', borderRadius: 4 }}
                            alt={t('windows.view.caseImage', { title: item.title })}
                          />
                        ))}
                      </Flex>
                    </Image.PreviewGroup>
                  )}
                </Flex>
              </Card>
            ))}
          </div>
        )}
      </Card>
      <Card size="small" title={t('windows.view.contacts')}>
        {w.contacts.length === 0 ? (
          <Typography.Text type="secondary">{t('windows.view.noContacts')}</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            {w.contacts.map((contact, index) => (
              <Flex key={index} gap={12} wrap data-testid="window-contact">
                <Typography.Text strong>{contact.name}</Typography.Text>
                {contact.position && <Typography.Text type="secondary">{contact.position}</Typography.Text>}
                {contact.phone && <Typography.Link href={`tel:${contact.phone}`}>{contact.phone}</Typography.Link>}
                {contact.email && (
                  <Typography.Link href={`mailto:${contact.email}`} style={{ overflowWrap: 'anywhere' }}>
                    {contact.email}
                  </Typography.Link>
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
    </div>
  );
}
