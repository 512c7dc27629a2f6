import { DemandList } from '../components/list/DemandList';

export default function PublishedPage() {
  return <DemandList preset="published" />;
}
