import { createRoot } from 'react-dom/client';
import { DevShell } from '@b2b/ui-kit';
import remote from './expose/routes';

createRoot(document.getElementById('root')!).render(<DevShell remote={remote} />);
