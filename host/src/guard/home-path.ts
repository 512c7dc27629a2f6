/** The user's home and first workstation page are the kernel's (`@b2b/shared/access`, also used by sign-in). */
export { HOME, STAFF_HOME, homePathFor, WORKSTATION_FIRST_PAGE } from '@b2b/shared/access';
