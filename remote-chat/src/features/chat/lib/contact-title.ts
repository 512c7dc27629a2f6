import type { TFunction } from 'i18next';
import type { ChatContact } from '@b2b/shared/contract';

/** The name a conversation goes by: its title, or, for the customer's own customer-service conversation, "customer service". */
export function contactTitle(contact: Pick<ChatContact, 'kind' | 'title'>, t: TFunction): string {
  if (contact.title) return contact.title;
  return t(contact.kind === 'SERVICE' ? 'contacts.service' : 'conversation.untitled');
}
