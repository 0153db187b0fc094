import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default light theme with colours dark enough for WCAG AA text contrast. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    error: { main: '#b71c1c' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.7)' },
  },
  components: {
    ...defaultTheme.components,
    // Spinners (react-admin's refresh indicator among them) get an accessible name.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
