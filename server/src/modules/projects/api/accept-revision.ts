import { PROJECTS_API } from '@b2b/shared/contract';
import type { ProjectApp } from '../access';
import { revisionRoute } from '../revisions';

/** The supplier accepts party A's proposed plan revision (`:id` is the revision's): it applies. */
export const registerAcceptRevision = (app: ProjectApp) => revisionRoute(app, PROJECTS_API.acceptRevision, true);
