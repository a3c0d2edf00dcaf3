import type { Components, Theme } from '@mui/material/styles';

/**
 * The focus ring of every control (issue 29): buttons, icon buttons, menu items, tabs and checkboxes (MUI marks
 * them `.Mui-focusVisible`), links, a focused field's box, and a screen's heading when the focus is moved there. `ring` is a colour of at least 3:1 against the
 * backgrounds controls sit on; in the app bar, whose background is the brand colour, the ring takes the bar's
 * own text colour. `body` raises the rule above the `outline: 0` of MUI's components.
 */
export const focusRingStyles = (ring: string): Components<Theme>['MuiCssBaseline'] => ({
  styleOverrides: {
    'body :is(.Mui-focusVisible, a:focus-visible, .MuiInputBase-root.Mui-focused, h1[tabindex="-1"]:focus-visible)': {
      outline: `2px solid ${ring}`,
      outlineOffset: 2,
    },
    // The same ring by the browser's own focus state, as a plain list (no `:is()`) so that the login form painted
    // before the scripts keeps the parts it can show (scripts/build/staticLogin.tsx keeps only rules whose classes
    // its page has): there no script marks a button or checkbox `.Mui-focusVisible`.
    'body .MuiButtonBase-root:focus-visible, body .MuiCheckbox-root:has(> input:focus-visible), body .MuiInputBase-root.Mui-focused, body a:focus-visible':
      { outline: `2px solid ${ring}`, outlineOffset: 2 },
    'body .MuiAppBar-root :is(.Mui-focusVisible, a:focus-visible)': { outlineColor: 'currentColor' },
  },
});

/** A dialog's fields, in document order: inputs, text areas, and MUI's select boxes (not hidden ones). */
const FIELDS =
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled), textarea:not(:disabled), [role="combobox"][tabindex="0"]';

/**
 * Where a dialog's focus starts: its first field, or, without fields, the first button of its actions (the least
 * destructive: Cancel, Back or Close come first). MUI focuses the dialog's container, and react-admin's <Confirm>
 * its Confirm button.
 */
export function focusFirstField(node: HTMLElement): void {
  const field = [...node.querySelectorAll<HTMLElement>(FIELDS)].find((el) => !el.closest('[hidden]'));
  const target = field ?? node.querySelector<HTMLElement>('.MuiDialogActions-root button:not(:disabled)');
  target?.focus();
}

/**
 * Every MUI Dialog starts its focus with focusFirstField: as it enters (before MUI's focus trap looks for a
 * focused element inside), and again once it is in if the focus went back to the container meanwhile (a row
 * menu that closes as the dialog opens gives the focus back to its button, and the trap then takes the container).
 */
export const dialogFocus: Components<Theme>['MuiDialog'] = {
  defaultProps: {
    slotProps: {
      transition: {
        onEnter: (node: HTMLElement) => focusFirstField(node),
        onEntered: (node: HTMLElement) => {
          if (document.activeElement === node || !node.contains(document.activeElement)) focusFirstField(node);
        },
      },
    },
  },
};

/**
 * The ring takes the place of MUI's focus ripple: a faint halo that pulses for as long as the control has the
 * focus (an animation that never ends).
 */
const noFocusRipple = { defaultProps: { disableFocusRipple: true } } as const;
export const focusRippleOff: Pick<
  Components<Theme>,
  'MuiButton' | 'MuiIconButton' | 'MuiTab' | 'MuiCheckbox' | 'MuiRadio' | 'MuiSwitch'
> = {
  MuiButton: noFocusRipple,
  MuiIconButton: noFocusRipple,
  MuiTab: noFocusRipple,
  MuiCheckbox: noFocusRipple,
  MuiRadio: noFocusRipple,
  MuiSwitch: noFocusRipple,
};
