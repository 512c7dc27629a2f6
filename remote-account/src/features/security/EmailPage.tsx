import { ChangeContactForm } from './components/ChangeContactForm';

export function EmailPage() {
  return <ChangeContactForm field="email" />;
}

export default EmailPage;
