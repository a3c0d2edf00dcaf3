import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';

/** Appends the next server page (an explicit button: testable, and kind to keyboards). */
export function LoadMore() {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const { data, isPending } = useListContext();
  if (isPending || !data?.length) return null;
  return (
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
  );
}
