import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatNaira } from '../format/format';
import type { FakeProduct } from './fakeData';

/** One product of the shop grid: a gradient placeholder image (no network image), name, swatches, price. */
export function ProductCard({ product }: { product: FakeProduct }) {
  const translate = useTranslate();
  const [from, to = from] = product.colors;
  return (
    <Card component="article" aria-label={product.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        role="img"
        aria-label={product.name}
        sx={{ position: 'relative', pt: '100%', background: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        {product.label && (
          <Chip
            label={translate(`busads.templates.products.label.${product.label}`)}
            color={product.label === 'sale' ? 'error' : 'info'}
            size="small"
            sx={{ position: 'absolute', top: 12, right: 12, textTransform: 'uppercase', fontWeight: 700 }}
          />
        )}
      </Box>
      <Stack spacing={1.5} sx={{ p: 2, flexGrow: 1 }}>
        <Typography variant="subtitle2" component="h2" noWrap title={product.name}>
          {product.name}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Stack
            direction="row"
            spacing={0.5}
            aria-label={translate('busads.templates.products.colours', { name: product.name })}
          >
            {product.colors.map((color) => (
              <Box
                key={color}
                sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
              />
            ))}
          </Stack>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              alignItems: 'baseline',
              columnGap: 0.75,
              ml: 'auto',
            }}
          >
            {product.priceWas && (
              <Box
                component="s"
                aria-label={translate('busads.templates.products.was', { price: formatNaira(product.priceWas) })}
                sx={{ color: 'text.disabled', fontSize: '0.85em', whiteSpace: 'nowrap' }}
              >
                {formatNaira(product.priceWas)}
              </Box>
            )}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatNaira(product.price)}
            </Box>
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
