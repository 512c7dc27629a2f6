import { membershipExpiryJob } from './expiry';
import { applyNotificationJob } from './inbox';
import { reconcileJob } from './reconcile';
import { sandboxDeliverJob } from './sandbox/deliver';

export const paymentJobs = [applyNotificationJob, reconcileJob, membershipExpiryJob, sandboxDeliverJob];
