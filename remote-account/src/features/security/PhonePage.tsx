import { ChangeContactForm } from './components/ChangeContactForm';

export function PhonePage() {
  return <ChangeContactForm field="phone" />;
}

export default PhonePage;
