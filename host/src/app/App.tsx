import { RouterProvider } from 'react-router-dom';
import { ApiBridge } from './ApiBridge';
import type { Router } from './router';

export function App({ router }: { router: Router }) {
  return (
    <>
      <ApiBridge router={router} />
      <RouterProvider router={router} />
    </>
  );
}
