import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { SEARCH_LIMITS } from '@b2b/shared/contract';
import { queryClient, QueryClientProvider } from '@b2b/shared/query';
import { useSearch } from './api/search-all';
import { optionId, ResultOption } from './components/SearchResults';
import { useDebounced } from './lib/debounce';
import { groupOptions } from './lib/options';
import styles from './search-box.module.css';
import './i18n';

/** How long typing pauses before the search is asked. */
export const DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  /** Closes the box; `refocus`: give the focus back to the header's search button (Escape, the close button). */
  onClose: (refocus: boolean) => void;
}

/**
 * The header's search as an ARIA combobox: the input owns a listbox of results grouped by kind, walked with the
 * arrow keys (the focus stays in the input, `aria-activedescendant` names the choice), Enter opens the choice,
 * Escape closes. A click outside closes it too.
 */
function Combobox({ onClose }: SearchBoxProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const listbox = useId();
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useSearch(q);
  const groups = useMemo(() => groupOptions(search.data), [search.data]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const typed = text.trim();
  const tooShort = typed.length > 0 && typed.length < SEARCH_LIMITS.qMin;
  const open = typed.length > 0;

  useEffect(() => field.current?.focus(), []);
  useEffect(() => setActive(-1), [search.data]);
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      // The box's container holds the header's search button too: pressing it keeps the box open.
      const within = box.current?.parentElement ?? box.current;
      if (within && !within.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onClose(false);
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i >= last ? 0 : i + 1));
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && options.length > 0 && !event.nativeEvent.isComposing) {
      event.preventDefault();
      pick(active >= 0 ? active : 0);
    }
  };

  const settled = typed === q && !!search.data && !search.isPlaceholderData;
  const tooLong = typed.length > SEARCH_LIMITS.qMax;
  const status = tooShort
    ? t('searchBox.tooShort', { count: SEARCH_LIMITS.qMin })
    : tooLong
      ? t('searchBox.tooLong', { count: SEARCH_LIMITS.qMax })
      : search.isError || options.length > 0
        ? null
        : settled
          ? t('searchBox.empty', { q })
          : t('searchBox.searching');

  return (
    <div ref={box} className={styles.box} data-testid="search-box">
      <div className={styles.bar}>
        <input
          ref={field}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={t('search.open')}
          aria-expanded={open && options.length > 0}
          aria-controls={listbox}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && options[active] ? optionId(options[active].key) : undefined}
          placeholder={t('searchBox.placeholder')}
          maxLength={SEARCH_LIMITS.qRawMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="search"
          data-testid="search-input"
        />
        <button type="button" className={styles.close} onClick={() => onClose(true)} aria-label={t('searchBox.close')}>
          ×
        </button>
      </div>
      {open && (
        <div className={styles.dropdown}>
          <div role="status" aria-live="polite" className={status ? styles.status : styles.hidden} data-testid="search-status">
            {status}
          </div>
          {search.isError && !tooShort && !tooLong && (
            <div className={styles.status} data-testid="search-error">
              {t('searchBox.failed')}{' '}
              <button type="button" className={styles.retry} onClick={() => void search.refetch()}>
                {t('searchBox.retry')}
              </button>
            </div>
          )}
          <div id={listbox} role="listbox" aria-label={t('searchBox.results')} className={styles.listbox}>
            {!tooShort &&
              !tooLong &&
              groups.map(({ group, options: choices }) => (
                <div key={group.kind} role="group" aria-labelledby={`${listbox}-${group.kind}`} data-testid={`search-group-${group.kind}`}>
                  <div id={`${listbox}-${group.kind}`} role="presentation" className={styles.groupTitle}>
                    {t(`searchBox.kind.${group.kind}`)}
                    <span className={styles.count}>{group.total}</span>
                  </div>
                  {choices.map((option) => {
                    const index = options.indexOf(option);
                    return (
                      <ResultOption
                        key={option.key}
                        option={option}
                        q={q}
                        active={index === active}
                        onHover={() => setActive(index)}
                        onPick={() => onClose(false)}
                      />
                    );
                  })}
                </div>
              ))}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The header lives outside the antd zones, and a public page (intro) has no QueryClient of its own: the box brings
 * the platform's one client, without antd.
 */
export default function SearchBox(props: SearchBoxProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Combobox {...props} />
    </QueryClientProvider>
  );
}
