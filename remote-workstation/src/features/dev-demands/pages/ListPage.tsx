import { DemandList } from '../components/list/DemandList';

export default function ListPage() {
  return <DemandList preset="all" />;
}
