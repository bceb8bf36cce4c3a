import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SearchField } from './SearchField';

/** A list's search box beside another control, with the searched value held as a list holds its address. */
function SearchBeside({ onSearch, initial = '' }: { onSearch(value: string): void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchField
        label="Search"
        value={value}
        onSearch={(term) => {
          onSearch(term);
          setValue(term);
        }}
      />
      <button type="button">Another filter</button>
      <button type="button" onClick={() => setValue('from elsewhere')}>
        Back
      </button>
    </>
  );
}

describe('SearchField', () => {
  it('searches the trimmed text on Enter, not on each keystroke', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBeside onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' udang ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('udang');
  });

  it('searches typed text when the user leaves the field for another filter, so the text is not dropped', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBeside onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'udang');
    await user.click(screen.getByRole('button', { name: 'Another filter' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('udang');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('udang');

    // Leaving again with nothing new typed searches nothing.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Another filter' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not search again when left after Enter, nor when left unchanged', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBeside onSearch={onSearch} initial="cumi" />);

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Another filter' }));
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' asin{Enter}');
    await user.click(screen.getByRole('button', { name: 'Another filter' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('cumi asin');
  });

  it('searches the empty text as soon as the field is cleared', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBeside onSearch={onSearch} initial="udang" />);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('shows a value set from elsewhere (Back, a link) in place of the typed text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBeside onSearch={onSearch} />);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('from elsewhere');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
