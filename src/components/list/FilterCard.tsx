import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, useId, useMemo, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FilterForm } from '../form/FilterForm';

interface Props {
  fields: FieldDecl[];
  /** The search box's filter key: the form leaves it as it is. */
  search?: string;
  /** The filter the list opens with (ListDecl.defaultFilter): Reset returns to it. */
  initial: Values;
}

/**
 * The filter form above a list. It shows the filter in force, nothing else: the list's first load
 * applies the declared defaults (which the form then shows), and Reset goes back to them. On phones
 * the form folds behind a 'Filters (n)' button.
 */
export function FilterCard({ fields, search, initial }: Props) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const formId = useId();
  const shown = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.source, filterValues[f.source] ?? null])),
    [fields, filterValues],
  );
  // Built again only when the filter changes: appending a page of rows leaves the form alone.
  const props = useMemo(() => {
    const keep = (values: Values) =>
      search && filterValues[search] ? { ...values, [search]: filterValues[search] } : values;
    return {
      defaults: shown,
      resetTo: Object.fromEntries(fields.map((f) => [f.source, initial[f.source] ?? null])),
      onApply: (values: Values) => setFilters(keep(values), {}),
      onReset: () => setFilters(keep(initial), {}),
    };
  }, [shown, fields, search, filterValues, setFilters, initial]);
  const form = <MemoFilterForm fields={fields} {...props} />;
  if (!phone) return form;
  const count = Object.values(shown).filter((v) => v !== null && v !== '').length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
        sx={{ mb: 1 }}
      >
        {count ? translate('busads.filter.showCount', { count }) : translate('busads.filter.show')}
      </Button>
      <Collapse in={open} id={formId}>
        {form}
      </Collapse>
    </>
  );
}

const MemoFilterForm = memo(FilterForm);
