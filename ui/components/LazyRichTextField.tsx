import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './RichTextField';
import { TextAreaField } from './TextAreaField';

const RichTextField = lazy(() => import('./RichTextField').then((module) => ({ default: module.RichTextField })));

/**
 * The rich-text editor, fetched when a form first shows it: the editor is the largest part of any form, and a page
 * that holds it stays within its own download budget. Until it arrives the field shows as a read-only text area.
 */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<TextAreaField label={props.label} value={props.value} isReadOnly />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
