import { useState } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Confirm, useTranslate } from 'react-admin';
import { clearSession } from '../../auth/session';
import { loadMockMode } from '../../dataProvider/mockModeLoader';

/**
 * Mock mode's 'Reset demo data' (issue 31), in the account menu: after its confirmation the database this browser
 * kept is forgotten and the app loads afresh at the login page, signed out, on the build's demo data.
 */
export function ResetDemoData() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const reset = async () => {
    setResetting(true);
    await (await loadMockMode()).resetDemoData();
    clearSession();
    window.location.assign('/login');
  };
  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <RestartAltIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('busads.layout.resetDemoData')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        loading={resetting}
        title="busads.layout.resetDemoDataTitle"
        content="busads.layout.resetDemoDataContent"
        confirm="busads.layout.resetDemoDataConfirm"
        cancel="busads.action.cancel"
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
