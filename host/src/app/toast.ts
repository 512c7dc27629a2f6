import { message } from 'antd';

/** Loaded on the first error toast only, so antd stays out of the first paint. */
export function showError(text: string): void {
  void message.error(text);
}
