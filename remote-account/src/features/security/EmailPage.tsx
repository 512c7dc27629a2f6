import { AppProviders } from '@b2b/ui-kit';
import { ChangeContactForm } from './ChangeContactForm';

export function EmailPage() {
  return <ChangeContactForm field="email" />;
}

export default function EmailRoute() {
  return (
    <AppProviders>
      <EmailPage />
    </AppProviders>
  );
}
