import { createElement } from 'react';
import type { RespondDialogProps, WorkstationWidgetsModule } from '@b2b/shared/federation';
import { AppProviders } from '@b2b/ui-kit';
import { RespondDialog as Dialog } from '../features/respond/RespondDialog';
import '../i18n';

/** The respond dialog with this remote's antd theme, locale and the platform's QueryClient, like its pages. */
function RespondDialog(props: RespondDialogProps) {
  return createElement(AppProviders, null, createElement(Dialog, props));
}

const widgets: WorkstationWidgetsModule = { RespondDialog };
export default widgets;
