import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang, type Lang } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const setLang = useSession((s) => s.setLang);
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('lang.switch')}
      value={normalizeLang(i18n.language)}
      onChange={(lang) => setLang(lang)}
      options={LANGS.map((lang) => ({ value: lang, label: <span data-testid={`lang-${lang}`}>{t(`lang.${lang}`)}</span> }))}
    />
  );
}
