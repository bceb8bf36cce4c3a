import { createTheme } from '@mui/material/styles';

export const APP_TITLE = 'Back Office';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5c8a' },
    secondary: { main: '#f28c28' },
    // MUI's orange warning (#ed6c02) under white chip text is 3.1:1, below WCAG's 4.5:1 (axe caught the
    // consignment list's On Process chips); this darker amber keeps the meaning at 5:1.
    warning: { main: '#b45309', contrastText: '#fff' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A disabled field's helper says why it is disabled ("Fill in the gross price first"): it keeps the
    // readable secondary colour instead of the faint disabled one, which fails WCAG's 4.5:1 contrast.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
