import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { usePhone } from '../../components/list/usePhone';
import { registry } from '../../resources';
import type { PaletteHit } from './paletteSources';
import { usePaletteSearch, type PaletteGroup } from './usePaletteSearch';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The command palette (issue 29, "go anywhere"): a combobox whose listbox holds the menu's screens and the
 * records found, grouped by resource. The focus stays in the input; Up and Down move the active option
 * (aria-activedescendant), Enter opens it, Escape closes and MUI's dialog gives the focus back.
 */
export function CommandPalette({ open, onClose }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const phone = usePhone();
  const id = useId();
  const [term, setTerm] = useState('');
  const groups = usePaletteSearch(term, registry);
  const shown = groups.filter((group) => group.hits.length > 0);
  const hits = shown.flatMap((group) => group.hits);

  // A new list of options starts again at its first.
  const [active, setActive] = useState(0);
  const keys = hits.map((hit) => hit.key).join('\n');
  const [seenKeys, setSeenKeys] = useState(keys);
  if (keys !== seenKeys) {
    setSeenKeys(keys);
    setActive(0);
  }
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeHit = hits[active] as PaletteHit | undefined;

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (hit: PaletteHit) => {
    onClose();
    navigate(hit.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault();
      go(activeHit);
    }
  };

  const loading = groups.some((group) => group.loading);
  const failures = groups.filter((group) => group.error !== undefined);
  const status = loading
    ? translate('busads.palette.searching')
    : hits.length === 0
      ? translate('busads.palette.noResults', { term: term.trim() })
      : translate('busads.palette.found', { smart_count: hits.length });

  // Each group's options continue the numbering of the one before.
  const firsts = shown.map((_, g) => shown.slice(0, g).reduce((n, group) => n + group.hits.length, 0));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      // Near the top, as command palettes open, so the list grows downwards without moving the input.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {translate('busads.palette.title')}
        </Box>
        <IconButton aria-label={translate('busads.palette.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* The input, its status and any failure stay in place; only the results scroll. */}
      <Box sx={{ px: 3, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('busads.palette.placeholder')}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('busads.palette.input'),
              'aria-expanded': hits.length > 0,
              'aria-controls': `${id}-list`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeHit ? optionId(active) : undefined,
              'aria-describedby': `${id}-status`,
            },
          }}
        />
        <Typography id={`${id}-status`} role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {status}
        </Typography>
        {failures.map((group) => (
          <Typography key={group.key} role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {translate('busads.palette.failed', { group: group.heading, message: group.error })}
          </Typography>
        ))}
      </Box>
      {/* A scrolling region is reachable with Tab too, to scroll it with the keyboard (WCAG 2.1.1). */}
      <DialogContent
        tabIndex={0}
        sx={{
          pt: 0,
          pb: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
        }}
      >
        <Box id={`${id}-list`} role="listbox" aria-label={translate('busads.palette.results')}>
          {shown.map((group, g) => (
            <Group key={group.key} group={group} headingId={`${id}-group-${group.key}`}>
              {group.hits.map((hit, h) => {
                const i = firsts[g] + h;
                return (
                  <Option
                    key={hit.key}
                    id={optionId(i)}
                    hit={hit}
                    selected={i === active}
                    onPick={() => go(hit)}
                    onPoint={() => setActive(i)}
                  />
                );
              })}
            </Group>
          ))}
        </Box>
      </DialogContent>
      {!phone && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 3, py: 1 }}>
          {translate('busads.palette.hint')}
        </Typography>
      )}
    </Dialog>
  );
}

function Group({ group, headingId, children }: { group: PaletteGroup; headingId: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mb: 1 }}>
      <Typography
        id={headingId}
        role="presentation"
        variant="overline"
        component="div"
        color="text.secondary"
        sx={{ px: 1 }}
      >
        {group.heading}
      </Typography>
      {children}
    </Box>
  );
}

interface OptionProps {
  id: string;
  hit: PaletteHit;
  selected: boolean;
  onPick: () => void;
  onPoint: () => void;
}

function Option({ id, hit, selected, onPick, onPoint }: OptionProps) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onPick}
      onMouseMove={selected ? undefined : onPoint}
      sx={{
        px: 1,
        py: 0.75,
        borderRadius: 1,
        cursor: 'pointer',
        ...(selected && {
          bgcolor: 'action.selected',
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: '-2px',
        }),
      }}
    >
      <Typography variant="body1">{hit.primary}</Typography>
      {hit.secondary && (
        <Typography variant="body2" color="text.secondary">
          {hit.secondary}
        </Typography>
      )}
    </Box>
  );
}
