import { useTranslation } from 'react-i18next';
import { useSession } from '@b2b/shared/session';
import { PageFrame } from '@b2b/ui-kit';
import { MemberService } from './service/MemberService';
import { StaffDesk } from './service/StaffDesk';
import { NS } from '../../i18n';

/**
 * Customer service (docs/chat.md): a pay member asks and chats with the staff member it is given;
 * staff (who open the page as staff) work the queue and their conversations here.
 */
export function CustomerPage() {
  const { t } = useTranslation(NS);
  const isStaff = useSession((s) => s.user?.role === 'CUSTOMER');
  return (
    <PageFrame title={t(isStaff ? 'customer.deskTitle' : 'customer.title')} width={isStaff ? 1200 : 880}>
      {isStaff ? <StaffDesk /> : <MemberService />}
    </PageFrame>
  );
}

export default CustomerPage;
