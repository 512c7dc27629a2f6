import { ProjectPage } from './ProjectPage';

/** The supplier's work on a project: progress reports and deliveries per milestone, plan changes to answer. */
export default function ProcessPage() {
  return <ProjectPage side="SUPPLIER" />;
}
