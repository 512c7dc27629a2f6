import { Flex, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERT_KIND_NAMES, type CertBadge } from '@b2b/shared/contract';

/** A certificate's kind in the reader's language; an OTHER one by its own name. */
export function certKindName(badge: CertBadge, language: string): string {
  if (badge.kind === 'OTHER' && badge.name) return badge.name;
  return CERT_KIND_NAMES[badge.kind][language === 'en-US' ? 'en-US' : 'zh-CN'];
}

/**
 * A supplier's approved certificates in force, as badges: wherever the supplier appears (directory cards,
 * showcase windows, responses). Nothing when it has none.
 */
export function CertBadges({ badges, max }: { badges: readonly CertBadge[]; max?: number }) {
  const { i18n } = useTranslation();
  if (badges.length === 0) return null;
  const shown = max === undefined ? badges : badges.slice(0, max);
  const more = badges.length - shown.length;
  return (
    <Flex wrap gap={4} data-testid="cert-badges">
      {shown.map((badge) => {
        const name = certKindName(badge, i18n.language);
        return (
          <Tag
            key={`${badge.kind}:${badge.name ?? ''}`}
            color="green"
            icon={<SafetyCertificateOutlined />}
            style={{ marginInlineEnd: 0 }}
            title={name}
          >
            {name}
          </Tag>
        );
      })}
      {more > 0 && (
        <Tag
          style={{ marginInlineEnd: 0 }}
          title={badges
            .slice(shown.length)
            .map((b) => certKindName(b, i18n.language))
            .join(' · ')}
        >
          +{more}
        </Tag>
      )}
    </Flex>
  );
}
