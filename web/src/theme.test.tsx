import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';

import { WithStylesheets } from './testing/stylesheets';
import { theme } from './theme';

describe('theme', () => {
  it('draws the helper of a disabled field in the readable secondary colour, not the faint disabled one', () => {
    render(
      <WithStylesheets>
        <ThemeProvider theme={theme}>
          <TextField label="Discount" disabled helperText="Fill in the gross price first" />
        </ThemeProvider>
      </WithStylesheets>,
    );

    const helper = screen.getByText('Fill in the gross price first');
    expect(helper).toHaveClass('Mui-disabled');
    expect(helper).toHaveStyle({ color: theme.palette.text.secondary });
    expect(helper).not.toHaveStyle({ color: theme.palette.text.disabled });
  });

  it('draws white text on every filled status chip colour at WCAG AA contrast (4.5:1)', () => {
    for (const color of ['primary', 'success', 'error', 'warning'] as const) {
      const palette = theme.palette[color];
      expect(getContrastRatio(palette.main, palette.contrastText), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
