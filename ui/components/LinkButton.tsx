import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className'> {
  variant?: 'primary' | 'secondary';
}

/** A link that looks like a button, for navigation that people expect to press (back home, retry a page). */
export function LinkButton({ variant = 'primary', ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={`button button--${variant}`} />;
}
