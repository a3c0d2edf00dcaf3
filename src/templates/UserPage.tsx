import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useQueryParams } from '../components/useQueryParams';
import { fakeUsers, initials, type FakeUser } from './fakeData';
import { TemplatePage } from './TemplatePage';

const COLUMNS = ['name', 'company', 'role', 'verified', 'status'] as const;

function UserRow({ user }: { user: FakeUser }) {
  const translate = useTranslate();
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(user.name)}</Avatar>
          <span>{user.name}</span>
        </Stack>
      </TableCell>
      <TableCell>{user.company}</TableCell>
      <TableCell>{user.role}</TableCell>
      <TableCell>{translate(user.verified ? 'busads.values.yes' : 'busads.values.no')}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={user.status === 'active' ? 'success' : 'error'}
          label={translate(`busads.templates.user.status.${user.status}`)}
        />
      </TableCell>
    </TableRow>
  );
}

/** /dashboard/user: a template table of fake users with a name filter and pages of 5/10/25. */
export function UserPage() {
  const translate = useTranslate();
  // Search, page (from 1) and page size in the URL, so a reload or Back keeps the view.
  const [params, setParams] = useQueryParams(['q', 'page', 'perPage']);
  // The box keeps its own text: a URL update may come later than the key pressed.
  const [query, setQuery] = useState(params.q ?? '');
  const perPage = [5, 10, 25].includes(Number(params.perPage)) ? Number(params.perPage) : 5;
  const page = Math.max(0, Math.floor(Number(params.page) || 1) - 1);
  const needle = query.trim().toLowerCase();
  const users = fakeUsers.filter((user) => user.name.toLowerCase().includes(needle));
  const shown = users.slice(page * perPage, (page + 1) * perPage);
  const label = translate('busads.templates.user.search');

  return (
    <TemplatePage title="busads.templates.user.title">
      <Card>
        <TextField
          size="small"
          type="search"
          placeholder={label}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setParams({ q: event.target.value, page: null }, true);
          }}
          sx={{ m: 2, width: { xs: 'calc(100% - 32px)', sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': label },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TableContainer>
          <Table size="small" sx={{ minWidth: 720 }} aria-label={translate('busads.templates.user.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`busads.templates.user.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {translate('busads.templates.user.empty', { query: query.trim() })}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={users.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[5, 10, 25]}
          // On a phone the toolbar wraps instead of pushing the page buttons out of the card.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 } }}
          labelRowsPerPage={translate('busads.list.rowsPerPage')}
          onPageChange={(_, next) => setParams({ page: next > 0 ? String(next + 1) : null })}
          onRowsPerPageChange={(event) => setParams({ perPage: event.target.value, page: null })}
        />
      </Card>
    </TemplatePage>
  );
}

export default UserPage;
