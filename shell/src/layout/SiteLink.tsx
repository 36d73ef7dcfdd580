import { Link, type LinkProps } from '@civic/shared';
import { preloadRoute } from '../remotes/registry';

/** A router link that warms the owning remote when the pointer or keyboard focus reaches it. */
export function SiteLink({ to, onMouseEnter, onFocus, ...rest }: LinkProps & { to: string }) {
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
