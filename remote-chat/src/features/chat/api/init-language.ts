import { api } from '@b2b/shared/api';
import { CHAT_API, type ChatLanguage, type ChatSettings } from '@b2b/shared/contract';

/** `POST initLanguage`: the caller's chat language; answers its settings. Silent: the settings query shows a failure. */
export const initLanguage = (language: ChatLanguage) => api.post<ChatSettings>(CHAT_API.initLanguage, { language }, { silent: true });
