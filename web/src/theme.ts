import { createTheme } from '@mui/material/styles';

export const APP_TITLE = 'Back Office';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5c8a' },
    secondary: { main: '#f28c28' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
