import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary';
}

/** The portal's button: a react-aria button in the primary or secondary style, busy while `isPending`. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}`} />;
}
