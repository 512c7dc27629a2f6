export { AppProviders } from './AppProviders';
export { ComingSoon } from './ComingSoon';
export { comingSoonRoute } from './coming-soon-route';
export { DevShell } from './DevShell';
export { PageFrame } from './PageFrame';
export { readServerError, showOnFields, type ServerError } from './serverError';
export { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';
