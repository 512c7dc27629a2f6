import { ProjectPage } from './ProjectPage';

/** Party A's project (the supplier may read it here too): the plan at a glance, deliveries to review, the trail. */
export default function ViewPage() {
  return <ProjectPage side="PARTY_A" />;
}
