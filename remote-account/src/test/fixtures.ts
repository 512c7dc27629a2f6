export { apiError, user } from '@test/fixtures';
