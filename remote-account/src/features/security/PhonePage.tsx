import { AppProviders } from '@b2b/ui-kit';
import { ChangeContactForm } from './ChangeContactForm';

export function PhonePage() {
  return <ChangeContactForm field="phone" />;
}

export default function PhoneRoute() {
  return (
    <AppProviders>
      <PhonePage />
    </AppProviders>
  );
}
