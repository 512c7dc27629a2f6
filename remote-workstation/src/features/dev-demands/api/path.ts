/** A contract path with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
