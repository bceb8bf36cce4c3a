import { render, screen, waitFor, within } from '@testing-library/react';

import { HEADING_LEVELS, RichTextEditor } from './RichTextEditor';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('RichTextEditor toolbar', () => {
  it('names every button by the text it shows, so the visible label is part of the accessible name (WCAG 2.5.3)', async () => {
    render(<RichTextEditor label="Content Box" value="" onChange={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Content Box formatting' });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'H2' })).toBeEnabled());

    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons).toHaveLength(HEADING_LEVELS.length + 5);
    for (const button of buttons) {
      const visible = button.textContent ?? '';
      if (visible) expect(button).toHaveAccessibleName(new RegExp(`^${escaped(visible)}`));
    }
    // The headings show H2…H6 and say what they mean in their description; the icons are named.
    for (const level of HEADING_LEVELS) {
      expect(within(toolbar).getByRole('button', { name: `H${level}` })).toHaveAccessibleDescription(
        `Heading ${level}`,
      );
    }
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Bullet list' })).toBeInTheDocument();
  });
});
