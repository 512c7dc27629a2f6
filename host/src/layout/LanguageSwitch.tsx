import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import styles from './layout.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const setLang = useSession((s) => s.setLang);
  const current = normalizeLang(i18n.language);
  return (
    <div className={styles.langSwitch} role="group" aria-label={t('lang.switch')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          className={lang === current ? styles.langActive : undefined}
          onClick={() => setLang(lang)}
          data-testid={`lang-${lang}`}
          title={t(`lang.${lang}`)}
        >
          {t(`lang.short.${lang}`)}
        </button>
      ))}
    </div>
  );
}
