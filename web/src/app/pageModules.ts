/**
 * The id of the `<template>` in which the server puts a rendered page's modulepreload links, the app's chunks and
 * the page's own (src/interface/http/page-head.ts, PAGE_MODULES_ELEMENT_ID, the same id: server-rendering.spec.ts
 * compares them): inert until web/src/main.tsx moves them into the head to start the app.
 */
export const PAGE_MODULES_ELEMENT_ID = 'esencia-modules';
