import * as Dialog from '@radix-ui/react-dialog';

/** The foot of a dialog's form: Cancel (closes the dialog, sends nothing) and the form's submit button. */
export function DialogFormActions({ submitLabel, className }: { submitLabel: string; className?: string }) {
  return (
    <footer className={className}>
      <Dialog.Close asChild>
        <button type="button" className="button button--secondary button--md">
          Cancel
        </button>
      </Dialog.Close>
      <button type="submit" className="button button--primary button--md">
        {submitLabel}
      </button>
    </footer>
  );
}
