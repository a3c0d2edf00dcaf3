import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useRemoveFromStore, useStore, useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../registry/types';
import { defaultHidden } from './columnRank';
import { ColumnsStore, useColumnsStoreKey, useDefaultHidden } from './columnStore';
import { usePhone } from './usePhone';

/**
 * The Columns button of a declared list's table: a switch per column. It writes the hidden columns where
 * react-admin's DataTable reads them (its store key, in the columns store of columnStore.tsx), so the
 * header and our body follow. In place of react-admin's ColumnsButton, whose selector stays mounted in the
 * page: its labels doubled those of the filter form for label queries. Not on a phone (cards), nor
 * for a list whose columns all fit (none ranked past TABLE_RANKS).
 */
export function ListColumnsButton({ decl }: { decl: ResourceDecl }) {
  const phone = usePhone();
  if (phone || defaultHidden(decl.list!.columns).length === 0) return null;
  return (
    <ColumnsStore>
      <ColumnsChooser decl={decl} />
    </ColumnsStore>
  );
}

function ColumnsChooser({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const defaults = useDefaultHidden(decl);
  const storeKey = useColumnsStoreKey(decl.name);
  const [hidden, setHidden] = useStore<string[]>(storeKey, defaults);
  // Reset forgets the choice: the screen's defaults apply again.
  const reset = useRemoveFromStore(storeKey);
  const title = translate('ra.action.select_columns');
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { 'aria-label': title, role: 'group' } }}
      >
        <FormGroup sx={{ px: 2, pt: 1, minWidth: 220 }}>
          {decl.list!.columns.map((c) => (
            <FormControlLabel
              key={c.source}
              label={translate(c.label)}
              control={
                <Switch
                  size="small"
                  checked={!hidden.includes(c.source)}
                  onChange={(e) =>
                    setHidden(e.target.checked ? hidden.filter((s) => s !== c.source) : [...hidden, c.source])
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <Box sx={{ textAlign: 'center', pb: 1 }}>
          <Button size="small" onClick={() => reset()}>
            {translate('ra.action.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
