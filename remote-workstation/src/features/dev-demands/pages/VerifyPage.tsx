import { DemandList } from '../components/list/DemandList';

export default function VerifyPage() {
  return <DemandList preset="verify" />;
}
