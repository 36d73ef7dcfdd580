/**
 * The router every section uses (react-router-dom), re-exported from the one copy `@civic/shared` carries.
 *
 * React Router is not shared between builds as a whole package: a shared module is sent whole, whatever its
 * consumers use, and the whole of React Router (data routers, server rendering, framework mode) is about
 * 60 KB compressed, most of it never called here. Re-exported from this package, which the shell provides as
 * one instance, webpack keeps only what these names need, and every section still shares the shell's router
 * (its context, its history). Sections import these names from `@civic/shared`, never from `react-router`
 * or `react-router-dom` (the lint configuration refuses it): a second copy of the router would not see the
 * shell's. A name added here is a minor version of `@civic/shared`.
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { LinkProps } from 'react-router-dom';
