import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SendCodeButtonProps {
  /** Sends the code; the server's `resendAfter` (seconds) starts the countdown. */
  send: () => Promise<{ resendAfter: number }>;
  disabled?: boolean;
  /** Called when `send` rejects; an error carrying `data.retryAfter` also starts the countdown. */
  onError?: (err: unknown) => void;
  /** Countdown used when the server gives no usable `resendAfter`. */
  fallbackSeconds?: number;
  size?: ButtonProps['size'];
  block?: boolean;
  className?: string;
}

function retryAfterOf(err: unknown): number | undefined {
  const data = (err as { data?: { retryAfter?: unknown } } | null)?.data;
  return typeof data?.retryAfter === 'number' && data.retryAfter > 0 ? data.retryAfter : undefined;
}

/** The "send code" button of verification-code fields: sending state, then a countdown until a new code may be sent. */
export function SendCodeButton({ send, disabled, onError, fallbackSeconds = 60, size, block, className }: SendCodeButtonProps) {
  const { t } = useTranslation('common');
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!until) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const startCountdown = (secs: number) => setUntil(Date.now() + secs * 1000);

  const onClick = useCallback(async () => {
    setSending(true);
    try {
      const { resendAfter } = await send();
      if (mounted.current) startCountdown(resendAfter > 0 ? resendAfter : fallbackSeconds);
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait && mounted.current) startCountdown(wait);
      onError?.(err);
    } finally {
      if (mounted.current) setSending(false);
    }
  }, [send, onError, fallbackSeconds]);

  const counting = seconds > 0;
  return (
    <Button
      className={className}
      size={size}
      block={block}
      loading={sending}
      disabled={disabled || counting}
      onClick={onClick}
      aria-live="polite"
    >
      {counting ? t('code.resend', { seconds }) : t('code.send')}
    </Button>
  );
}
