import { Box, Button } from '@lingxi/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import { messageText, type MessageRef } from '../session/notify';
import * as css from './FormRow.css';

/** The pieces the flows' forms share: a field, its message under it, and the submit below. */

/** The decorative icon at the start of a login-style field (user, lock, phone, shield, code), in px. */
export const fieldIconSize = 18;

export interface SubmitFormProps {
  /** Submit (Enter in a field or the submit button): the machine validates, never the browser. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

export function SubmitForm({ onSubmit, className, children }: SubmitFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A field's props for its message (a rule's key or the server's refusal), shown under it and tied to it by aria. */
export const fieldError = <Key extends string>(t: Translate<Key>, message: MessageRef<Key> | null) => ({
  validationBehavior: 'aria' as const,
  isInvalid: message !== null,
  errorMessage: message ? messageText(t, message) : undefined,
});

/** The form's buttons, right-aligned, the submit last. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={css.actions}>{children}</div>;
}

export interface StackedSubmitProps {
  /** The server's refusal, shown above the button. */
  failure: string | null;
  label: string;
  pendingLabel: string;
  isPending: boolean;
}

/** The end of a stack of fields: the server's refusal, if any, then a full-width submit button. */
export function StackedSubmit({ failure, label, pendingLabel, isPending }: StackedSubmitProps) {
  return (
    <>
      {failure ? (
        <Box as="p" role="alert" color="dangerText" fontSize="sm">
          {failure}
        </Box>
      ) : null}
      <Button type="submit" isFullWidth isPending={isPending} pendingLabel={pendingLabel}>
        {label}
      </Button>
    </>
  );
}
