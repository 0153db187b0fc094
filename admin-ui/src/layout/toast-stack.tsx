import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';

/** react-admin's default: a notification without its own duration stays 4 s. */
const DEFAULT_DURATION_MS = 4000;
/** At most this many at once; a newer one pushes the oldest out. */
export const MAX_VISIBLE_TOASTS = 4;

interface StackedToast {
  readonly key: number;
  readonly notification: NotificationPayload;
}

/**
 * The console's notification area (replaces react-admin's one-at-a-time snackbar, which queues:
 * each toast waited for the previous one to close). Every toast shows at once, the newest above
 * the others, and each stays its own duration; hovering or focusing one holds it.
 */
export function ToastStack() {
  const { notifications, setNotifications } = useNotificationContext();
  const [toasts, setToasts] = useState<StackedToast[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    const taken = notifications;
    // Remove exactly what was taken: a notification added meanwhile stays queued for the next run.
    setNotifications((queued) => queued.slice(taken.length));
    setToasts((shown) => [...shown, ...taken.map((notification) => ({ key: nextKey.current++, notification }))].slice(-MAX_VISIBLE_TOASTS));
  }, [notifications, setNotifications]);

  const dismiss = useCallback((key: number) => setToasts((shown) => shown.filter((t) => t.key !== key)), []);

  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 16px)',
        display: 'flex',
        flexDirection: 'column-reverse',
        alignItems: 'center',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <Toast key={t.key} toast={t} onDismiss={dismiss} />
      ))}
    </Box>
  );
}

function Toast({ toast, onDismiss }: { toast: StackedToast; onDismiss: (key: number) => void }) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const { message, type, notificationOptions = {} } = toast.notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const duration = autoHideDuration === undefined ? DEFAULT_DURATION_MS : autoHideDuration;
  const [held, setHeld] = useState(false);
  const remaining = useRef(duration ?? 0);
  const settled = useRef(false);

  const close = useCallback(
    (isUndo = false) => {
      if (settled.current) return;
      settled.current = true;
      if (undoable) takeMutation()?.({ isUndo });
      onDismiss(toast.key);
    },
    [undoable, takeMutation, onDismiss, toast.key],
  );

  useEffect(() => {
    if (held || duration === null) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => close(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [held, duration, close]);

  const content =
    typeof message === 'string' ? (
      <Alert
        severity={type}
        variant="filled"
        role={type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ minWidth: 280 }}
        onClose={() => close()}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => close(true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
      >
        {translate(message, messageArgs)}
      </Alert>
    ) : (
      message
    );

  return (
    <CloseNotificationContext.Provider value={() => close()}>
      <Box
        sx={{ pointerEvents: 'auto', maxWidth: '100%' }}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
      >
        {content}
      </Box>
    </CloseNotificationContext.Provider>
  );
}
