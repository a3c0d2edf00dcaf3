import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DateTimeInput, Form, useTranslate } from 'react-admin';
import type { Values } from '../../registry/types';

/** The date-time filter of the device dialogs: from and to, applied with 'Show'. */
export function DateWindowForm({ values, onApply }: { values: Values; onApply: (values: Values) => void }) {
  const translate = useTranslate();
  return (
    <Form defaultValues={values} onSubmit={onApply}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          alignItems: 'center',
          pt: 1,
        }}
      >
        <DateTimeInput source="from" label="busads.devices.window.from" helperText={false} fullWidth />
        <DateTimeInput source="to" label="busads.devices.window.to" helperText={false} fullWidth />
        <Button type="submit" variant="contained">
          {translate('busads.devices.window.apply')}
        </Button>
      </Box>
    </Form>
  );
}
