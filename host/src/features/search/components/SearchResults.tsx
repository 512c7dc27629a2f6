import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { SearchKind } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { matchParts } from '../lib/highlight';
import type { SearchOption } from '../lib/options';
import styles from '../search-box.module.css';

export const optionId = (key: string) => `header-search-option-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The text with each occurrence of the query marked. */
export function Highlight({ text, q }: { text: string; q: string }) {
  return <>{matchParts(text, q).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

interface OptionProps {
  option: SearchOption;
  q: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}

/** One choice: a link (a middle click opens a tab), chosen with the pointer or Enter; focus stays in the box. */
export function ResultOption({ option, q, active, onPick, onHover }: OptionProps) {
  const { t, i18n } = useTranslation('host');
  const kind = option.group.kind as SearchKind;
  const common = {
    id: optionId(option.key),
    role: 'option',
    'aria-selected': active,
    tabIndex: -1,
    to: option.to,
    className: `${styles.option} ${active ? styles.active : ''}`,
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onMouseMove: onHover,
    onClick: onPick,
  } as const;
  if (option.type === 'all') {
    return (
      <Link {...common} className={`${common.className} ${styles.seeAll}`} data-testid={`search-all-${kind}`}>
        {t(`searchBox.all.${kind}`, { count: option.group.total })}
      </Link>
    );
  }
  const { hit } = option;
  const when = hit.at === null ? null : t(`searchBox.at.${kind}`, { date: formatDate(hit.at, i18n.language) });
  return (
    <Link {...common} data-testid="search-hit">
      <span className={styles.title}>
        <Highlight text={hit.title} q={q} />
      </span>
      {(hit.detail || when) && (
        <span className={styles.detail}>
          {hit.detail && <Highlight text={hit.detail} q={q} />}
          {hit.detail && when && ' · '}
          {when}
        </span>
      )}
    </Link>
  );
}
