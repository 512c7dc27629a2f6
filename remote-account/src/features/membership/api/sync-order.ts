import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type Order } from '@b2b/shared/contract';

/** The server asks the provider now and answers the order. Silent: the page shows a failure itself. */
export const syncOrder = (orderId: string) => api.post<Order>(apiPath(PAYMENTS_API.sync, { id: orderId }), undefined, { silent: true });
