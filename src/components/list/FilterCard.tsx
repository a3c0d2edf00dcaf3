import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Form, useListContext, useTranslate } from 'react-admin';
import type { FieldDecl, Values } from '../../resources/types';
import { FormField } from '../form/FormField';

/**
 * The filter form above a list. It opens with the declared defaults (e.g. yesterday to today) and
 * applies them when the user presses Filter; the first load of the list is unfiltered.
 */
export function FilterCard({ fields, search }: { fields: FieldDecl[]; search?: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  // The form shows the filter in force (e.g. a list's default filter), else each field's own default.
  const defaults = Object.fromEntries(fields.map((f) => [f.source, filterValues[f.source] ?? f.defaultValue?.() ?? null]));
  const keep = (values: Values) => (search && filterValues[search] ? { ...values, [search]: filterValues[search] } : values);
  const apply = (values: Values) =>
    setFilters(keep(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''))), {});
  return (
    <Card sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('busads.filter.title')}>
      <Form defaultValues={defaults} onSubmit={apply}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'center' }}>
          {fields.map((f) => (
            <FormField key={f.source} field={{ ...f, required: undefined }} />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained">
              {translate('busads.filter.submit')}
            </Button>
            <Button type="button" onClick={() => setFilters(keep({}), {})}>
              {translate('busads.filter.reset')}
            </Button>
          </Box>
        </Box>
      </Form>
    </Card>
  );
}
