import { getApolloContext } from '@apollo/client';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import { Suspense, useContext, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { lazyPart } from '../lazyArea';
import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';
import { presetParams } from './presetParams';
import { useConfirmedAction } from './useConfirmedAction';
import { type ListPreset, useListPresets } from './useListPresets';

// Loaded when opened: a list's first rows do not wait for the dialogs and the name's rules.
const PresetNameDialog = lazyPart(async () => (await import('./PresetNameDialog')).PresetNameDialog);
const ConfirmDialog = lazyPart(async () => (await import('./ConfirmDialog')).ConfirmDialog);

/**
 * Saved filter presets of the list on screen (issue 15), shown above every DataTable: the list is the route's
 * path, so every list has them without code of its own. A table drawn without a GraphQL client (DataTable's
 * own tests) has nowhere to keep presets and offers none.
 */
export function ListPresets() {
  const { client } = useContext(getApolloContext());
  return client ? <PresetMenu /> : null;
}

/**
 * Applying a preset navigates to its params, so links and Back keep working; the selected preset is the one
 * whose params equal the address's, with no state of its own. Update overwrites a preset with the address's
 * filters, so it is offered for every preset that differs from them.
 */
function PresetMenu() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { presets, error, save, update, remove } = useListPresets(pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const menuId = useId();
  const current = presetParams(search);
  const selected = presets.find((preset) => presetParams(preset.params) === current);
  const deletion = useConfirmedAction<ListPreset>({
    question: (preset) => `Remove preset ${preset.name} ?`,
    perform: async (preset) => {
      await remove(preset);
      return `Preset ${preset.name} removed`;
    },
  });

  const apply = (preset: ListPreset) => {
    setAnchor(null);
    navigate({ pathname, search: preset.params ? `?${preset.params}` : '' });
  };
  // The menu closes, as after every action: the updated preset's button is then disabled and would hold no focus.
  const overwrite = async (preset: ListPreset) => {
    setAnchor(null);
    try {
      await update(preset, current);
      notify.success(`Preset ${preset.name} updated`);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };
  const elsewhere = (open: () => void) => () => {
    setAnchor(null);
    open();
  };

  return (
    <Box sx={{ display: 'flex', px: 1, pt: 0.5, minWidth: 0 }}>
      <Button
        size="small"
        startIcon={<BookmarksOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: '100%', textTransform: 'none' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {selected ? `Preset: ${selected.name}` : 'Presets'}
        </Box>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: menuId,
            role: 'dialog',
            'aria-label': 'Saved presets',
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <List dense aria-label="Presets of this list">
          {error ? (
            <ListItem>
              <ListItemText primary={errorMessage(error)} slotProps={{ primary: { color: 'error' } }} />
            </ListItem>
          ) : presets.length === 0 ? (
            <ListItem>
              <ListItemText secondary="No presets saved for this list yet" />
            </ListItem>
          ) : (
            presets.map((preset) => (
              <ListItem
                key={preset.id}
                disablePadding
                sx={{ '& > .MuiListItemButton-root': { pr: 11 } }}
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      aria-label={`Update preset ${preset.name}`}
                      title="Update preset with the current filters"
                      disabled={preset === selected}
                      onClick={() => overwrite(preset)}
                    >
                      <SaveAsIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={`Delete preset ${preset.name}`}
                      title="Delete preset"
                      onClick={elsewhere(() => deletion.ask(preset))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemButton
                  selected={preset === selected}
                  aria-current={preset === selected ? 'true' : undefined}
                  onClick={() => apply(preset)}
                >
                  <ListItemText primary={preset.name} slotProps={{ primary: { noWrap: true } }} />
                </ListItemButton>
              </ListItem>
            ))
          )}
        </List>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button size="small" startIcon={<AddIcon />} onClick={elsewhere(() => setNaming(true))}>
            Save preset
          </Button>
        </Box>
      </Popover>
      {naming && (
        <Suspense>
          <PresetNameDialog
            onCancel={() => setNaming(false)}
            onSave={async (name) => {
              await save(name, current);
              setNaming(false);
              notify.success(`Preset ${name} saved`);
            }}
          />
        </Suspense>
      )}
      {deletion.dialog.title !== null && (
        <Suspense>
          <ConfirmDialog {...deletion.dialog} />
        </Suspense>
      )}
    </Box>
  );
}
