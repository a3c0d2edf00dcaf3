import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  choices: { id: string | number; name: string }[];
  validate?: Validator;
  sx?: SxProps<Theme>;
}

type Id = string | number;

/**
 * A group of checkboxes whose value is the list of the checked ids; each choice's name is translated.
 * What react-admin's CheckboxGroupInput does, with the form's ref on the first checkbox's input (through
 * `slotProps.input`), so a failed validation focuses the group. react-admin's hands it to MUI's
 * FormControlLabel as `inputRef`, a prop MUI 9 dropped (it landed on the <label>); this works on both.
 */
export function CheckboxesInput({ source, label, choices, validate, sx }: Props) {
  const translate = useTranslate();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate });
  const checked: Id[] = Array.isArray(value) ? value : [];
  const numeric = choices.every((c) => typeof c.id === 'number');
  const toggle = (choiceId: Id, on: boolean) => {
    onChange(on ? [...checked, choiceId] : checked.filter((v) => String(v) !== String(choiceId)));
    onBlur(); // touched, as react-admin's input marks it
  };
  return (
    <FormControl component="fieldset" margin="dense" error={invalid} className={`ra-input ra-input-${source}`} sx={sx}>
      <FormLabel component="legend">
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <FormGroup row>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.id}
            htmlFor={`${id}_${choice.id}`}
            label={translate(choice.name, { _: choice.name })}
            control={
              <Checkbox
                id={`${id}_${choice.id}`}
                color="primary"
                value={String(choice.id)}
                checked={checked.some((v) => String(v) === String(choice.id))}
                onChange={(event, on) => toggle(numeric ? Number(event.target.value) : event.target.value, on)}
                slotProps={index === 0 ? { input: { ref } } : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {invalid && (
        <FormHelperText error>
          <InputHelperText error={error?.message} helperText={false} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
