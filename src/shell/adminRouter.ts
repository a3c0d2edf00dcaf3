/**
 * The admin part's first stage (App.tsx, importAdmin): react-router, evaluated in a task of its own before
 * the declarations (react-admin, MUI, the contract) and the rest. AdminApp.tsx imports it from where it lives;
 * this module only names what it uses. (A first stage naming react-admin's core split the login page's
 * chunks into twice as many files, ~5 kB gzip more, for the chunks' glue and the separate compression.)
 */
export { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
