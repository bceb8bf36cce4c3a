import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';

import { useDebouncedValue } from './useDebouncedValue';

/** One choice of a picker: the record's id and the words staff read. */
export interface PickedOption {
  id: string;
  label: string;
}

/** How long typing must pause before the picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 300;
/** How many matches a picker lists: enough to choose from, small enough to send at every pause. */
export const PICKER_SIZE = 20;

/**
 * The state of a picker that searches on the server, bound to a form or address value holding the chosen
 * id. `search` is null until the list is first opened, so a picker nobody opens fetches nothing; the
 * option picked here is remembered, so its label needs no request of its own.
 */
export function usePickerSearch(value: string) {
  const [typed, setTyped] = useState<string | null>(null);
  const settled = useDebouncedValue(typed, PICKER_SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<PickedOption | null>(null);
  return {
    search: settled === null ? null : settled.trim(),
    /** Typed but not asked yet: the list shows it is searching rather than the last answer's "No match". */
    settling: typed !== settled,
    /** The chosen option if it was picked here; null when the value came from elsewhere. */
    picked: value !== '' && picked?.id === value ? picked : null,
    onPick: setPicked,
    /** What staff type is what is searched. */
    onType: setTyped,
    /** Opening the list searches what is typed (a paste opens it after the text is in), or nothing yet: the first matches. */
    onOpen: () => setTyped((current) => current ?? ''),
    /** The box shows a choice's label again (chosen, cleared or left): the next opening starts from the first matches. */
    onSettle: () => setTyped((current) => (current === null ? null : '')),
  };
}

export interface PickerFieldProps {
  /** The chosen id, '' for none. */
  value: string;
  onChange(id: string): void;
  onBlur?(): void;
  label?: string;
  /** The accessible name where no label is shown (a field in a table row). */
  'aria-label'?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  helperText?: string;
  /** Marked required (a save without a choice is refused). */
  required?: boolean;
  size?: 'small' | 'medium';
  width?: number | string;
}

interface SearchAutocompleteProps extends PickerFieldProps {
  /** The picker's state (usePickerSearch of the same value). */
  picker: ReturnType<typeof usePickerSearch>;
  /** The server's matches of `picker.search`. */
  options: readonly PickedOption[];
  /** The server is being asked for them. */
  loading: boolean;
  /** The chosen record as read by its id, for a value that was not picked here. */
  loaded: PickedOption | undefined;
}

/** MUI's Autocomplete over options the server found: what is typed is searched on the server, never filtered here. */
export function SearchAutocomplete(props: SearchAutocompleteProps) {
  const {
    value,
    onChange,
    picker,
    options,
    loaded,
    onBlur,
    label,
    placeholder,
    inputRef,
    error,
    helperText,
    size,
    width,
  } = props;
  const chosen = picker.picked ?? (loaded?.id === value ? loaded : null);
  const loading = props.loading || picker.settling;
  // While the server is asked, the last answer's matches are not offered: they were for other words.
  const matches = loading ? [] : options;
  // The chosen option stays among the options, so MUI knows the value while other matches are listed.
  const listed = chosen && !matches.some((option) => option.id === chosen.id) ? [chosen, ...matches] : matches;
  return (
    <Autocomplete<PickedOption>
      options={listed}
      value={chosen}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onOpen={picker.onOpen}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') picker.onType(text);
        else picker.onSettle();
      }}
      onChange={(_event, option) => {
        picker.onPick(option);
        onChange(option?.id ?? '');
      }}
      onBlur={onBlur}
      loadingText="Searching…"
      noOptionsText="No match"
      sx={{ width }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          inputRef={inputRef}
          size={size}
          placeholder={placeholder}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': props['aria-label'] } }}
        />
      )}
    />
  );
}
