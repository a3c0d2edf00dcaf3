import { useId } from 'react';

/**
 * Props for a react-admin SelectInput whose combobox is named by its label alone ("Status"), as the
 * listbox pattern wants and as MUI 9 did: MUI 7 labels it by its label and its own text ("Status Active"),
 * so its name changes with the value picked. The id is the input's, from which MUI names the label's.
 */
export function useLabelOnlyName() {
  const id = useId();
  return { id, slotProps: { select: { SelectDisplayProps: { 'aria-labelledby': `${id}-label` } } } };
}
