import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { format, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';
import { formatCount } from '../format/format';
import { initials, type FakePost } from './fakeData';

/** One post of the blog grid: a gradient cover (no network image), author, date, title and counts. */
export function PostCard({ post }: { post: FakePost }) {
  const translate = useTranslate();
  const counts = [
    {
      key: 'views',
      icon: VisibilityOutlinedIcon,
      text: translate('busads.templates.blog.views', { count: formatCount(post.views) }),
    },
    {
      key: 'comments',
      icon: ChatBubbleOutlineIcon,
      text: translate('busads.templates.blog.comments', { count: formatCount(post.comments) }),
    },
  ];
  return (
    <Card component="article" aria-label={post.title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          position: 'relative',
          pt: '56%',
          background: `linear-gradient(135deg, ${post.colors[0]}, ${post.colors[1]})`,
        }}
      >
        <Avatar
          aria-label={post.author}
          sx={{
            position: 'absolute',
            left: 16,
            bottom: -20,
            bgcolor: post.colors[0],
            border: 2,
            borderColor: 'background.paper',
          }}
        >
          {initials(post.author)}
        </Avatar>
      </Box>
      <Stack spacing={1} sx={{ p: 2, pt: 3.5, flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {post.author}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={post.date}>
            {format(parseISO(post.date), 'dd MMM yyyy')}
          </Typography>
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.35, flexGrow: 1 }}>
          {post.title}
        </Typography>
        <Stack direction="row" sx={{ color: 'text.disabled', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {counts.map(({ key, icon: Icon, text }) => (
            <Stack key={key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Icon sx={{ fontSize: 16 }} />
              <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                {text}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
