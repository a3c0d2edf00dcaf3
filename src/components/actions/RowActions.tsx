import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createContext, useContext, useState } from 'react';
import { useTranslate } from 'react-admin';
import { actionNeeds, type Access } from '../../auth/privileges';
import { preloadDialogs } from '../../registry/lazyDialog';
import type { ActionDecl, AnyRecord, ResourceDecl, SignedIn } from '../../registry/types';
import { actionLabel } from './actionLabel';
import { ActionRunner } from './ActionRunner';

/** The signed-in admin, read once by the table (not once per row) for the actions' `visible` tests. */
export const SignedInContext = createContext<SignedIn | undefined>(undefined);

/**
 * The admin's access (useAccess), read once by the table: read per row, each row's menu held a
 * permissions query of its own (50 on a page of cards, 300 in a long table). Undefined: no action yet.
 */
export const RowAccessContext = createContext<Access | undefined>(undefined);

/**
 * The row menu (⋮) listing a record's declared actions; the menu itself is built when it opens. An action
 * is listed only when the admin holds the module of every call it makes and of every required picker's
 * list (actionNeeds: read from the contract, no list of actions per privilege). Inside a table (Rows.tsx),
 * which provides the admin and the access.
 */
export function RowActions({ decl, record }: { decl: ResourceDecl; record: { id: number } }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<ActionDecl<AnyRecord> | null>(null);
  const identity = useContext(SignedInContext);
  const access = useContext(RowAccessContext);
  const actions = decl.actions.filter(
    (a) => a.rowMenu !== false && a.visible?.(record, identity) !== false && access?.allows(actionNeeds(a)),
  );
  if (actions.length === 0) return null;
  const name = decl.representation(record);
  return (
    <>
      <IconButton
        aria-label={translate('busads.list.rowActions', { name })}
        aria-haspopup="menu"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          preloadDialogs(actions);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a.name}
              onClick={() => {
                setAnchor(null);
                setOpen(a);
              }}
            >
              {translate(actionLabel(a, record))}
            </MenuItem>
          ))}
        </Menu>
      )}
      {open && (
        <ActionRunner
          key={open.name}
          resource={decl.name}
          name={name}
          action={open}
          record={record}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
