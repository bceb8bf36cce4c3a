import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notification {
  key: number;
  message: string;
  severity: AlertColor;
}

/** Spec 002 §4: messages clear themselves after 3 seconds. */
const NOTIFICATION_MS = 3000;

export default function NotificationSnackbar({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose(key: number): void;
}) {
  const close = () => notification && onClose(notification.key);
  return (
    <Snackbar
      key={notification?.key}
      open={notification !== null}
      autoHideDuration={NOTIFICATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notification?.severity ?? 'info'} variant="filled" onClose={close} data-testid="notification">
        {notification?.message}
      </Alert>
    </Snackbar>
  );
}
