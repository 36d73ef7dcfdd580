/**
 * A form's schema fetched with the form's first check instead of with the page. The schemas and the validation
 * library under them are about 15 KB as sent; a page whose form is the page would otherwise carry them before
 * the reader has typed a letter.
 *
 * `lazySchema(load)` stands in for the schema where Formik takes one (`validationSchema`): Formik asks it to
 * `validate`, which fetches the schema once (`load`) and answers as the schema does. `preload` starts the fetch
 * early, for a form to call when the reader first moves into it, so the first check seldom waits. A fetch that
 * fails (the phone lost its connection) is tried again on the next check; meanwhile the check passes, and the
 * server, which applies the same rules to everything sent, answers with the field at fault.
 *
 * `formSchema(pick)` is the same for one of the shared schemas (@civic/shared/schemas), which come as one chunk.
 *
 * A subpath of its own (`@civic/shared/lazy-schema`), built into each section that uses it.
 */
export interface LoadableSchema<Value> {
  validate(value: unknown, options?: object): Promise<Value>;
}

export interface LazySchema<S extends LoadableSchema<unknown>> {
  /** What Formik calls: the schema's own answer once it is here; passes while it cannot be fetched. */
  validate(value: unknown, options?: object): Promise<unknown>;
  /** Starts fetching the schema, if it has not come yet; never fails. */
  preload(): void;
  /** The schema itself (for `cast` at sending, say); rejects while it cannot be fetched. */
  load(): Promise<S>;
}

export function lazySchema<S extends LoadableSchema<unknown>>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    async validate(value, options) {
      let loaded: S;
      try {
        loaded = await schema();
      } catch {
        return value;
      }
      return loaded.validate(value, options);
    },
    preload() {
      schema().catch(() => undefined);
    },
    load: schema,
  };
}

type FormSchemas = typeof import('./schemas/index.ts');

/** One of the shared schemas (or one made from them, such as a step's `pick`), fetched with a form's first check. */
export function formSchema<S extends LoadableSchema<unknown>>(pick: (schemas: FormSchemas) => S): LazySchema<S> {
  return lazySchema(() => import(/* webpackChunkName: "form-schemas" */ './schemas/index.ts').then(pick));
}
