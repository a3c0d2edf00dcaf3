import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';
import { forwardRef } from 'react';

/** MUI's own root of a TextField (a FormControl that takes the theme's MuiTextField root styles). */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** The TextField props MUI 9 no longer reads (it reads `slotProps`) and would put on the root <div>. */
interface LegacyProps {
  InputProps?: unknown;
  InputLabelProps?: unknown;
  inputProps?: unknown;
  SelectProps?: unknown;
  FormHelperTextProps?: unknown;
}

/**
 * react-admin 5's inputs (TextInput, PasswordInput, SearchInput, NumberInput, DateInput, DateTimeInput,
 * AutocompleteInput) pass those props to MUI's TextField next to the same values in `slotProps`; MUI 9
 * hands them to the root <div>, and React warns "React does not recognize the `InputProps` prop". This
 * root drops them: the values still reach the input through `slotProps`.
 */
const TextFieldRoot = forwardRef<HTMLDivElement, FormControlProps & LegacyProps>(function TextFieldRoot(props, ref) {
  const {
    InputProps: _a,
    InputLabelProps: _b,
    inputProps: _c,
    SelectProps: _d,
    FormHelperTextProps: _e,
    ...rest
  } = props;
  return <Root ref={ref} {...rest} />;
});

/** `slots` for a react-admin text, number, date or autocomplete input (see TextFieldRoot). */
export const textFieldSlots = { root: TextFieldRoot };
