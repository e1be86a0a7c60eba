import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "显示密码". */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown, e.g. "隐藏密码". */
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A TextField for passwords with a show/hide toggle button at its end. */
export function PasswordField({ showLabel = 'Show password', hideLabel = 'Hide password', defaultVisible = false, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          icon={isVisible ? EyeOff : Eye}
          size="sm"
          label={isVisible ? hideLabel : showLabel}
          isDisabled={props.isDisabled}
          onPress={() => setVisible(!isVisible)}
        />
      }
    />
  );
}
