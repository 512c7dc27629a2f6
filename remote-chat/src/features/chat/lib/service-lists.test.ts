import type { Paged, ServiceSession, ServiceStaff } from '@b2b/shared/contract';
import { mineWith, minutesSince, queueWith, transferTargets, withList } from './service-lists';

const person = (id: string) => ({ id, nickname: id, avatar: null, companyName: 'Co' });
const session = (id: string, patch: Partial<ServiceSession> = {}): ServiceSession => ({
  conversationId: id,
  customer: person(`cust-${id}`),
  staffId: null,
  staff: null,
  status: 'WAITING',
  position: 1,
  unread: 0,
  queuedAt: 1000,
  assignedAt: null,
  firstReplyAt: null,
  endedAt: null,
  ...patch,
});

describe('queueWith', () => {
  it('keeps the waiting oldest first and drops what no longer waits', () => {
    const queue = [session('a', { queuedAt: 1 }), session('c', { queuedAt: 3 })];
    expect(queueWith(queue, session('b', { queuedAt: 2 })).map((s) => s.conversationId)).toEqual(['a', 'b', 'c']);
    expect(queueWith(queue, session('a', { status: 'ASSIGNED', staffId: 's1' })).map((s) => s.conversationId)).toEqual(['c']);
    // Back in the queue after a timeout: at its new place, the end.
    expect(queueWith(queue, session('a', { queuedAt: 9 })).map((s) => s.conversationId)).toEqual(['c', 'a']);
  });
});

describe('mineWith', () => {
  const mine = [session('x', { status: 'ASSIGNED', staffId: 'me', assignedAt: 5, unread: 2 })];

  it('takes in what is assigned to me, newest first, and keeps the unread count it knew', () => {
    const next = mineWith(mine, session('y', { status: 'ASSIGNED', staffId: 'me', assignedAt: 9 }), 'me');
    expect(next.map((s) => s.conversationId)).toEqual(['y', 'x']);
    const again = mineWith(next, session('x', { status: 'ASSIGNED', staffId: 'me', assignedAt: 5, unread: 0 }), 'me');
    expect(again.find((s) => s.conversationId === 'x')?.unread).toBe(2);
  });

  it('lets go of what was passed on, went back to the queue or ended, and ignores a colleague’s', () => {
    expect(mineWith(mine, session('x', { status: 'ASSIGNED', staffId: 'colleague', assignedAt: 6 }), 'me')).toEqual([]);
    expect(mineWith(mine, session('x', { status: 'ENDED', staffId: 'me' }), 'me')).toEqual([]);
    expect(mineWith(mine, session('x'), 'me')).toEqual([]);
    expect(mineWith(mine, session('z', { status: 'ASSIGNED', staffId: 'colleague' }), 'me')).toEqual(mine);
  });
});

describe('helpers', () => {
  it('adjusts a page’s total to its new list', () => {
    const page: Paged<number> = { list: [1, 2], total: 7, page: 1, pageSize: 50 };
    expect(withList(page, [1])?.total).toBe(6);
    expect(withList(undefined, [1])).toBeUndefined();
  });

  it('counts whole minutes waited', () => {
    expect(minutesSince(0, 59_999)).toBe(0);
    expect(minutesSince(0, 125_000)).toBe(2);
    expect(minutesSince(10, 0)).toBe(0);
  });

  it('offers only colleagues with room', () => {
    const staff: ServiceStaff[] = [
      { user: person('me'), load: 0, capacity: 3 },
      { user: person('full'), load: 3, capacity: 3 },
      { user: person('free'), load: 1, capacity: 3 },
    ];
    expect(transferTargets(staff, 'me').map((s) => s.user.id)).toEqual(['free']);
  });
});
