import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import { WithCards } from './RowCards';
import { usePhone } from './usePhone';

/**
 * Appends the next server page (an explicit button: testable, and kind to keyboards). On a phone it comes in
 * with the first page's cards (WithCards).
 */
export function LoadMore() {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const { data, isPending } = useListContext();
  const phone = usePhone();
  if (isPending || !data?.length) return null;
  return (
    <WithCards phone={phone}>
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        {hasNextPage ? (
          <Button variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {translate(isFetchingNextPage ? 'busads.list.loading' : 'busads.list.loadMore')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('busads.list.noMore')}
          </Typography>
        )}
      </Box>
    </WithCards>
  );
}
