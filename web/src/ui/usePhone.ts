import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below MUI's `sm` (600 px): a phone, where tables become cards and detail dialogs take the whole screen. */
export const usePhone = () => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
