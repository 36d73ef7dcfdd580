/** The community section's contracts live in @civic/shared, so the API and the browser cannot drift. */
export * from '@civic/shared/contracts';
