import { Suspense, type ComponentType, type ReactNode } from 'react';
import { loadablePage, type LoadablePage } from '../app/loadable-page';
import { loadExpose, RemoteUnavailableError, type ExposeName, type RemoteExposes } from './load-expose';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from './remote-registry';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Where a host page places a remote's widget: what shows while it loads, and around the "unavailable" panel. */
export interface WidgetPlacement {
  /** Wraps the loading state and the panel (for example in the dialog the widget would have opened). */
  frame?: (content: ReactNode) => ReactNode;
  loading?: ReactNode;
}

/** One loaded component per widget; after it has arrived a widget renders at once, like a page. */
const widgets = new Map<string, LoadablePage<never>>();

function widgetOf<P extends object>(key: string, remote: RemoteName, expose: string, name: string): LoadablePage<P> {
  let widget = widgets.get(key) as LoadablePage<P> | undefined;
  if (!widget) {
    widget = loadablePage<P>(async () => {
      const module = (await loadExpose(remote, expose as never)) as Record<string, ComponentType<P> | undefined>;
      const component = module[name];
      if (!component) throw new RemoteUnavailableError(remote, `no ${name} in ./${expose}`);
      return { default: component };
    });
    widgets.set(key, widget as LoadablePage<never>);
  }
  return widget;
}

/** Forgets every loaded widget (a test starts each case with none), or those of one remote (promoted). */
export function forgetRemoteWidgets(remote?: RemoteName): void {
  for (const key of [...widgets.keys()]) if (!remote || key.startsWith(`${remote}/`)) widgets.delete(key);
}

const bare = (content: ReactNode) => content;

/**
 * A component a remote exposes for host pages, as a host component: loaded on its first render, inside
 * `RemoteBoundary` (widget-sized), so a remote that is down or fails shows the "unavailable — retry"
 * panel in the widget's place only. Adding a widget is one line where it is used:
 * `const RespondDialog = remoteWidget('workstation', 'widgets', 'RespondDialog');`
 * (its type comes from `RemoteExposes`). The host's antd content must be around it.
 */
export function remoteWidget<R extends RemoteName, E extends ExposeName<R>, N extends keyof RemoteExposes[R][E] & string>(
  remote: R,
  expose: E,
  name: N,
) {
  type Props = PropsOf<RemoteExposes[R][E][N]> & object;
  const key = `${remote}/${expose}#${name}`;
  function RemoteWidget({ frame = bare, loading = null, ...props }: Props & WidgetPlacement) {
    return (
      <RemoteBoundary
        remote={remote}
        part={`./${expose} ${name}`}
        size="widget"
        frame={frame}
        loading={loading}
        forget={() => widgets.delete(key)}
      >
        {() => {
          const { Page: Widget } = widgetOf<Props>(key, remote, expose, name);
          return (
            <Suspense fallback={frame(loading)}>
              <Widget {...(props as Props)} />
            </Suspense>
          );
        }}
      </RemoteBoundary>
    );
  }
  RemoteWidget.displayName = `RemoteWidget(${key})`;
  return RemoteWidget;
}
