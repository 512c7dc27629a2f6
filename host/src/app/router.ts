import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './routes';

export type Router = ReturnType<typeof createBrowserRouter>;

export const createRouter = (): Router => createBrowserRouter(buildRoutes());
