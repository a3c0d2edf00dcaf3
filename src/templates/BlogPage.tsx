import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useQueryParams } from '../components/useQueryParams';
import { fakePosts } from './fakeData';
import { PostCard } from './PostCard';
import { TemplatePage } from './TemplatePage';

/** /dashboard/blog: a template grid of fake posts with a title search. */
export function BlogPage() {
  const translate = useTranslate();
  // In the URL (?q=), so a reload or Back keeps the search.
  // The box keeps its own text: a URL update may come later than the key pressed.
  const [{ q }, setParams] = useQueryParams(['q']);
  const [query, setQuery] = useState(q ?? '');
  const needle = query.trim().toLowerCase();
  const posts = fakePosts.filter((post) => post.title.toLowerCase().includes(needle));
  const label = translate('busads.templates.blog.search');

  const search = (
    <TextField
      size="small"
      type="search"
      placeholder={label}
      value={query}
      onChange={(event) => {
        setQuery(event.target.value);
        setParams({ q: event.target.value }, true);
      }}
      fullWidth
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
  );

  return (
    <TemplatePage title="busads.templates.blog.title" tools={search}>
      {posts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate('busads.templates.blog.empty', { query: query.trim() })}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Box>
      )}
    </TemplatePage>
  );
}

export default BlogPage;
