// The antd providers as their own chunk: first paint (the shell, the intro page) needs no antd.
export { AppProviders as default } from '@b2b/ui-kit';
