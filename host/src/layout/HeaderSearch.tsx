import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header-search.module.css';

/** The search itself (combobox, results, its strings) comes on the first click, `/` or hover: never at start-up. */
const loadSearch = () => import('../features/search/SearchBox');
const SearchBox = lazy(loadSearch);

/** A key typed into a field is the field's, not the shortcut's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search: a plain button until it is used (click, or `/` anywhere outside a field), then the
 * lazily loaded search box in its place: a box under the header on a desktop, the full width on a phone.
 */
export const HeaderSearch = memo(function HeaderSearch() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      trigger.current?.focus();
    }
  }, [open]);

  const close = useCallback((refocus: boolean) => {
    returnFocus.current = refocus;
    setOpen(false);
  }, []);

  return (
    <div className={styles.search}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t('search.open')}
        aria-keyshortcuts="/"
        aria-expanded={open}
        title={t('search.open')}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadSearch()}
        onFocus={() => void loadSearch()}
        data-testid="header-search"
      >
        <SearchIcon />
        <span className={styles.triggerLabel}>{t('search.label')}</span>
        <kbd className={styles.kbd}>/</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchBox onClose={close} />
        </Suspense>
      )}
    </div>
  );
});
