import { useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useQueryParams } from '../components/useQueryParams';
import { fakeProducts, type FakeProduct } from './fakeData';
import { ProductCard } from './ProductCard';
import { TemplatePage } from './TemplatePage';

const SORTS = {
  featured: () => 0,
  priceAsc: (a: FakeProduct, b: FakeProduct) => a.price - b.price,
  priceDesc: (a: FakeProduct, b: FakeProduct) => b.price - a.price,
  name: (a: FakeProduct, b: FakeProduct) => a.name.localeCompare(b.name),
} as const;
type SortKey = keyof typeof SORTS;
const isSortKey = (value: string): value is SortKey => Object.hasOwn(SORTS, value);

/** /dashboard/products: a template shop grid over fake products, sortable in the browser. */
export function ProductsPage() {
  const translate = useTranslate();
  // In the URL (?sort=), so a reload or Back keeps the order.
  const [params, setParams] = useQueryParams(['sort']);
  const sort: SortKey = params.sort && isSortKey(params.sort) ? params.sort : 'featured';
  // Array.prototype.sort is stable, so 'featured' keeps the list's own order.
  const products = useMemo(() => [...fakeProducts].sort(SORTS[sort]), [sort]);

  const sortSelect = (
    <TextField
      select
      size="small"
      id="products-sort"
      label={translate('busads.templates.products.sortBy')}
      value={sort}
      onChange={(event) => isSortKey(event.target.value) && setParams({ sort: event.target.value })}
      fullWidth
    >
      {Object.keys(SORTS).map((key) => (
        <MenuItem key={key} value={key}>
          {translate(`busads.templates.products.sort.${key}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <TemplatePage title="busads.templates.products.title" tools={sortSelect}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
    </TemplatePage>
  );
}

export default ProductsPage;
