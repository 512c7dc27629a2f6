/** Pages of the route table the header and the right rail link to (paths as the table writes them). */
export const PUBLISH_DEMAND = 'workstation/published/dev/publish';
export const MY_COLLECTION = 'workstation/published/sup/myCollection';
