import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Form, useTranslate } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FormField } from './FormField';

interface Props {
  fields: FieldDecl[];
  /** The values the form opens with. */
  defaults: Values;
  /** Filter pressed: the non-empty values. */
  onApply: (values: Values) => void;
  onReset: () => void;
}

/** A filter form (SPEC.md section 5: no required fields): the declared fields, Filter and Reset. */
export function FilterForm({ fields, defaults, onApply, onReset }: Props) {
  const translate = useTranslate();
  const apply = (values: Values) =>
    onApply(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '')));
  return (
    <Card sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('busads.filter.title')}>
      <Form defaultValues={defaults} onSubmit={apply}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            alignItems: 'center',
          }}
        >
          {fields.map((f) => (
            <FormField key={f.source} field={{ ...f, required: undefined }} />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained">
              {translate('busads.filter.submit')}
            </Button>
            <Button type="button" onClick={onReset}>
              {translate('busads.filter.reset')}
            </Button>
          </Box>
        </Box>
      </Form>
    </Card>
  );
}
