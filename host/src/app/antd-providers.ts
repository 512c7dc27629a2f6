// The antd providers, with the platform's QueryClient, as their own chunk: first paint (the shell,
// the intro page) needs neither antd nor react-query.
export { AppProviders as default } from '@b2b/ui-kit';
