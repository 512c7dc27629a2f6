import type { Invitation, SubAccount } from '@b2b/shared/contract';
import type { InvitationRow, UserRow } from '../../db/rows';
import { isLocked } from './invitations';

export function presentMember(user: UserRow): SubAccount {
  if (user.type === 'MAIN' || user.status === 'DELETED') throw new Error('only a live sub-account is presented as one');
  return {
    userId: user.id,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    type: user.type,
    status: user.status,
    createdAt: user.createdAt.getTime(),
  };
}

export function presentInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    nickname: row.nickname,
    type: row.type,
    status: row.status !== 'PENDING' ? row.status : row.expiresAt <= now ? 'EXPIRED' : isLocked(row) ? 'LOCKED' : 'PENDING',
    expiresAt: row.expiresAt.getTime(),
    createdAt: row.createdAt.getTime(),
  };
}
