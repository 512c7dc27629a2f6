import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@b2b/shared/contract';
import { NS } from '../../../i18n';

/** One line for a message in the contact list: its text, or what kind of message it was. */
export function useMessagePreview(): (message: ChatMessage) => string {
  const { t } = useTranslation(NS);
  return (message) => {
    if (message.recalledAt) return t('message.recalledShort');
    if (message.kind === 'IMAGE') return t('contacts.image');
    if (message.kind === 'FILE') return t('contacts.file', { name: message.file?.name ?? '' });
    return message.body;
  };
}
