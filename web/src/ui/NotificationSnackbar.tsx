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
  onClose(): void;
}) {
  return (
    <Snackbar
      key={notification?.key}
      open={notification !== null}
      autoHideDuration={NOTIFICATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notification?.severity ?? 'info'} variant="filled" onClose={onClose} data-testid="notification">
        {notification?.message}
      </Alert>
    </Snackbar>
  );
}
