import { api } from '@b2b/shared/api';
import { API, type Notice, type NoticeQuery, type Paged } from '@b2b/shared/contract';

export type NoticeTab = NonNullable<NoticeQuery['type']>;

export function fetchNotices(type: NoticeTab, page = 1, pageSize = 10, signal?: AbortSignal): Promise<Paged<Notice>> {
  return api.get<Paged<Notice>>(API.notice, { type, page, pageSize }, { signal, silent: true });
}

export function markNoticeRead(id: string): Promise<unknown> {
  return api.put(API.noticeRead.replace(':id', encodeURIComponent(id)));
}
