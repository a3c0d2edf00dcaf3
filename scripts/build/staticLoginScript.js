/* global document, location, HTMLInputElement */
/**
 * The inline script of the login page painted from index.html before the app's scripts arrive (issue 17, issue 28).
 * It runs in <head>, before the first paint; the page itself is React's, rendered at build time
 * (scripts/build/staticLogin.tsx). The tab's title on /login is its `data-title`.
 *
 * On /login only (the path normalised as the app's routes do: case, a trailing slash) it shows that page
 * (`data-static-login` on <html>; elsewhere it removes the page's styles) and, until React's page takes over,
 * keeps it usable:
 * - a text field is drawn in the state React would draw it in (focused, filled or autofilled: the label shrunk
 *   above the text), with the classes the build rendered for that state (`data-sl-focused`, `data-sl-filled`);
 * - the show-password button and the Remember me box change their icon (`data-sl-d`) and label (`data-sl-label`);
 * - a submit is held, not sent as a page load (the password never goes into a URL): the form is marked
 *   `data-submitted` and its button drawn disabled, as React's while it signs in; React's page sends it;
 * - the form records the field that had focus (`data-focused`) and a shown password (`data-show-password`).
 * React's page reads those marks when it replaces this one (src/customPages/staticLogin.ts).
 */
(function (title) {
  if ((location.pathname.replace(/\/+$/, '') || '/').toLowerCase() !== '/login') {
    // Its styles (CssBaseline's page styles among them) are for that page only; the page itself stays hidden.
    var style = document.getElementById('static-login-style');
    if (style) style.remove();
    return;
  }
  document.documentElement.setAttribute('data-static-login', '');
  document.title = title;

  var formOf = function (element) {
    var form = element && element.closest && element.closest('form');
    return form && form.id === 'static-login' ? form : null;
  };
  var swap = function (element, attribute, data) {
    var other = element.getAttribute(data);
    element.setAttribute(data, element.getAttribute(attribute));
    element.setAttribute(attribute, other);
  };
  var autofilled = function (input) {
    return [':autofill', ':-webkit-autofill'].some(function (selector) {
      try {
        return input.matches(selector);
      } catch {
        return false; // not a selector this browser knows
      }
    });
  };
  /** The field of `input` drawn focused, filled or as rendered. */
  var draw = function (input, focused, filled) {
    var field = input.closest('[data-sl-field]');
    if (!field) return;
    var state = focused ? 'data-sl-focused' : filled ? 'data-sl-filled' : null;
    field.querySelectorAll('[data-sl-filled], [data-sl-focused]').forEach(function (element) {
      if (!element.hasAttribute('data-sl-class')) element.setAttribute('data-sl-class', element.getAttribute('class'));
      element.setAttribute('class', (state && element.getAttribute(state)) || element.getAttribute('data-sl-class'));
    });
  };
  var onField = function (type, handle, capture) {
    document.addEventListener(
      type,
      function (e) {
        var input = e.target;
        if (input instanceof HTMLInputElement && formOf(input)) handle(input, e);
      },
      capture,
    );
  };

  onField('focusin', function (input) {
    formOf(input).setAttribute('data-focused', input.name || '');
    draw(input, true, true);
  });
  onField('focusout', function (input) {
    draw(input, false, input.value !== '' || autofilled(input));
  });
  onField('input', function (input) {
    draw(input, document.activeElement === input, input.value !== '' || autofilled(input));
  });
  // MUI's inputs start an animation when the browser autofills them (mui-auto-fill), as React's page hears it.
  onField(
    'animationstart',
    function (input, e) {
      var filled = e.animationName === 'mui-auto-fill' || input.value !== '';
      draw(input, document.activeElement === input, filled);
    },
    true,
  );
  onField('change', function (input) {
    if (input.type !== 'checkbox') return;
    var box = input.parentElement;
    box.classList.toggle('Mui-checked', input.checked);
    box.querySelectorAll('[data-sl-d]').forEach(function (path) {
      swap(path, 'd', 'data-sl-d');
    });
  });

  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('button[data-sl-label]');
    var form = formOf(button);
    if (!form) return;
    var shown = form.toggleAttribute('data-show-password');
    form.elements.namedItem('password').type = shown ? 'text' : 'password';
    swap(button, 'aria-label', 'data-sl-label');
    button.querySelectorAll('[data-sl-d]').forEach(function (path) {
      swap(path, 'd', 'data-sl-d');
    });
  });
  document.addEventListener('submit', function (e) {
    var form = formOf(e.target);
    if (!form) return;
    e.preventDefault();
    form.setAttribute('data-submitted', '');
    var button = form.querySelector('button[type="submit"]');
    if (button) button.classList.add('Mui-disabled');
  });
})(document.currentScript.getAttribute('data-title'));
