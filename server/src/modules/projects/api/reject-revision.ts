import { PROJECTS_API } from '@b2b/shared/contract';
import type { ProjectApp } from '../access';
import { revisionRoute } from '../revisions';

/** The supplier refuses party A's proposed plan revision (`:id` is the revision's): the plan stays. */
export const registerRejectRevision = (app: ProjectApp) => revisionRoute(app, PROJECTS_API.rejectRevision, false);
