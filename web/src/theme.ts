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
    // Staff who ask their system for less motion get none (WCAG 2.3.3): no spinner turning, skeleton pulsing or
    // panel sliding. The e2e run asks for it too (playwright.config.ts), so Chromium draws no frames while it waits.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A disabled field's helper says why it is disabled ("Fill in the gross price first"): it keeps the
    // readable secondary colour instead of the faint disabled one, which fails WCAG's 4.5:1 contrast.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
