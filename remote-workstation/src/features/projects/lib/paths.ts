/** The delivery pages (the shared route table's paths), with their ids filled in. */
export const PROJECT_PATHS = {
  list: '/workstation/project/list',
  /** Party A's awarded demands, where a project is started. */
  awarded: '/workstation/published/dev/published?status=AWARDED',
  work: '/workstation/project/work',
  create: '/workstation/project/published/create',
  init: (responseId: string) => `/workstation/project/published/${encodeURIComponent(responseId)}/init`,
  plan: (id: string) => `/workstation/project/published/${encodeURIComponent(id)}/create`,
  edit: (id: string) => `/workstation/project/published/${encodeURIComponent(id)}/edit`,
  view: (id: string) => `/workstation/project/published/${encodeURIComponent(id)}/view`,
  process: (id: string) => `/workstation/project/work/process/${encodeURIComponent(id)}`,
  evaluate: (id?: string) => `/workstation/project/evaluate${id ? `?project=${encodeURIComponent(id)}` : ''}`,
};

/** Where a side opens its project: party A on the view page, the supplier on its work page. */
export const projectPath = ({ id, side }: { id: string; side: string }): string =>
  side === 'SUPPLIER' ? PROJECT_PATHS.process(id) : PROJECT_PATHS.view(id);

/** The list a side comes back to. */
export const listPath = (side: string): string => (side === 'SUPPLIER' ? PROJECT_PATHS.work : PROJECT_PATHS.list);
