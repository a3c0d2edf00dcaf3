import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FormField } from './FormField';

interface Props {
  fields: FieldDecl[];
  /** The values the form shows: it follows them when they change (a filter applied elsewhere, Back, a link). */
  defaults: Values;
  /** What Reset puts in the form at once (before `onReset` applies it); default: the form is left to follow `defaults`. */
  resetTo?: Values;
  /** Filter pressed: the non-empty values. */
  onApply: (values: Values) => void;
  onReset: () => void;
}

/**
 * A filter form (SPEC.md section 5: no required fields): the declared fields, Filter and Reset. On phones
 * it folds behind a 'Filters (n)' button, n being the number of filters in force.
 */
export function FilterForm({ fields, defaults, resetTo, onApply, onReset }: Props) {
  const translate = useTranslate();
  const apply = (values: Values) => onApply(Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmpty(v))));
  return (
    <FoldOnPhones count={Object.values(defaults).filter((v) => !isEmpty(v)).length}>
      <Card sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('busads.filter.title')}>
        <Form defaultValues={defaults} onSubmit={apply}>
          <FollowValues values={defaults} />
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
              <ResetButton resetTo={resetTo} onReset={onReset} />
            </Box>
          </Box>
        </Form>
      </Card>
    </FoldOnPhones>
  );
}

/**
 * Below `sm`: the form behind a button that says how many filters are in force; it starts folded. The
 * form is built when first unfolded (its pickers, date inputs and their calls are not part of a phone's
 * first screen), then kept, so folding it again keeps what was typed.
 */
function FoldOnPhones({ count, children }: { count: number; children: ReactNode }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [built, setBuilt] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen((o) => !o);
          setBuilt(true);
        }}
        sx={{ mb: 1 }}
      >
        {count ? translate('busads.filter.showCount', { count }) : translate('busads.filter.show')}
      </Button>
      <Collapse in={open} id={id}>
        {built && children}
      </Collapse>
    </>
  );
}

function ResetButton({ resetTo, onReset }: Pick<Props, 'resetTo' | 'onReset'>) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button
      type="button"
      onClick={() => {
        if (resetTo) reset(resetTo);
        onReset();
      }}
    >
      {translate('busads.filter.reset')}
    </Button>
  );
}

/**
 * Puts `values` in the form when they change and differ from what it holds. In place, not by mounting
 * a new form: an open picker stays open, and after Filter or Reset (the form already holds them) nothing moves.
 */
function FollowValues({ values }: { values: Values }) {
  const { reset, getValues } = useFormContext();
  const wanted = comparable(values);
  useEffect(() => {
    if (comparable(getValues()) !== wanted) reset(values);
    // `wanted` stands for `values`: a new object with the same values is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, reset, getValues]);
  return null;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Values as text to compare: empty ones left out, dates as ISO strings (a URL gives them back as strings). */
const comparable = (values: Values) =>
  JSON.stringify(
    Object.entries(values)
      .filter(([, v]) => !isEmpty(v))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
