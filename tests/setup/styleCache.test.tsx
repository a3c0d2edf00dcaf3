import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render as renderWithoutStyles } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { selectorKey, setRuleFiltering, subjectClasses } from './styleCache';

/** Renders with MUI's styles in the document (the other tests keep them out: emotionStyles.ts). */
const render = (ui: ReactNode) =>
  renderWithoutStyles(
    <CacheProvider value={createCache({ key: 'in-document', container: document.head })}>{ui}</CacheProvider>,
  );

/** Every element's computed style, as text (the properties jsdom computes, with their values). */
function allStyles(): string[] {
  return [...document.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.className}: ${Array.from({ length: style.length }, (_, i) => style.item(i))
      .map((p) => `${p}=${style.getPropertyValue(p)}`)
      .join(';')}`;
  });
}

/** A change jsdom sees as "anything may have changed": it drops its computed styles. */
const dropJsdomStyles = () => document.body.toggleAttribute('data-style-epoch');

describe('jsdom style matching narrowed to the applicable stylesheets', () => {
  it('reads the class the subject of a selector requires, ignoring classes inside (...) and [...]', () => {
    expect(subjectClasses('.css-1abc-MuiButton-root')).toEqual(['css-1abc-MuiButton-root']);
    expect(subjectClasses('.css-x:hover .MuiTouchRipple-child.Mui-visible')).toEqual([
      'MuiTouchRipple-child',
      'Mui-visible',
    ]);
    expect(subjectClasses('.a > .b:not(.c)')).toEqual(['b']);
    expect(subjectClasses('.a ~ div[class~=".b"]')).toEqual([]);
    expect(subjectClasses('.a :is(.b, .c)')).toEqual([]);
    expect(selectorKey('.css-1xwxv7r-MuiTable-root caption')).toBe('tag:caption');
    expect(selectorKey('.css-x>TD.y')).toBe('y');
    expect(selectorKey('.css-15fu35s-MuiDialogActions-root>:not(style)~:not(style)')).toBeNull();
    expect(selectorKey('.css-1lxyhll-MuiButton-startIcon>*:nth-of-type(1)')).toBeNull();
  });

  it('answers a changed element with its new style', () => {
    render(
      <Button variant="contained" data-testid="b">
        Save
      </Button>,
    );
    const button = document.querySelector('[data-testid="b"]')!;
    expect(getComputedStyle(button).display).toBe('inline-flex');
    button.setAttribute('style', 'display: none');
    expect(getComputedStyle(button).display).toBe('none');
    button.removeAttribute('style');
    button.classList.remove(...[...button.classList].filter((c) => c.startsWith('in-document-')));
    expect(getComputedStyle(button).display).toBe('inline-block');
  });

  it('gives every element of a MUI screen the same computed style as matching every rule', () => {
    render(
      <>
        <Button variant="contained">Save</Button>
        <Button disabled>Off</Button>
        <TextField label="Name" error helperText="Required" />
        <TextField select label="Kind" value="a">
          <MenuItem value="a">A</MenuItem>
        </TextField>
        <Tabs value={0}>
          <Tab label="One" />
          <Tab label="Two" />
        </Tabs>
        <CircularProgress />
        <Table>
          <caption>Rows</caption>
          <TableBody>
            <TableRow>
              <TableCell padding="checkbox">1</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Dialog open>
          <DialogTitle>Title</DialogTitle>
          <DialogContent>Body</DialogContent>
        </Dialog>
      </>,
    );
    expect(document.styleSheets.length).toBeGreaterThan(50);
    dropJsdomStyles();
    const narrowed = allStyles();
    setRuleFiltering(false);
    try {
      dropJsdomStyles();
      expect(allStyles()).toEqual(narrowed);
    } finally {
      setRuleFiltering(true);
    }
    expect(
      narrowed.some(
        (line) => line.includes('visibility=hidden') || line.includes('display=none') || line.includes('display=flex'),
      ),
    ).toBe(true);
  });
});
