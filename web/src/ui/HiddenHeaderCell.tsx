import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';

/**
 * The heading of a column of buttons: named for screen readers (axe's td-has-header), not shown, since the
 * buttons say what they do. The cell is positioned so the hidden name stays inside the box a wide table
 * scrolls in, instead of widening the page on a phone.
 */
export function HiddenHeaderCell({ children }: { children: string }) {
  return (
    <TableCell sx={{ position: 'relative' }}>
      <Box component="span" sx={visuallyHidden}>
        {children}
      </Box>
    </TableCell>
  );
}
