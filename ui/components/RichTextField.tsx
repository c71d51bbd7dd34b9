import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Label, Text, ToggleButton, Toolbar, Button as AriaButton } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { safeHref } from '../../domain/shell/rich-text';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';
import './components.css';
import './rich-text-field.css';

const messages = defineMessages({
  toolbar: { id: 'rich_text_toolbar', defaultMessage: 'Text formatting' },
  bold: { id: 'rich_text_bold', defaultMessage: 'Bold' },
  italic: { id: 'rich_text_italic', defaultMessage: 'Italic' },
  underline: { id: 'rich_text_underline', defaultMessage: 'Underline' },
  strike: { id: 'rich_text_strike', defaultMessage: 'Strikethrough' },
  bulletList: { id: 'rich_text_bullet_list', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'rich_text_ordered_list', defaultMessage: 'Numbered list' },
  quote: { id: 'rich_text_quote', defaultMessage: 'Quote' },
  link: { id: 'rich_text_link', defaultMessage: 'Link' },
  undo: { id: 'rich_text_undo', defaultMessage: 'Undo' },
  redo: { id: 'rich_text_redo', defaultMessage: 'Redo' },
  linkTitle: { id: 'rich_text_link_title', defaultMessage: 'Link' },
  linkUrl: { id: 'rich_text_link_url', defaultMessage: 'Web address' },
  linkInvalid: { id: 'rich_text_link_invalid', defaultMessage: 'Enter a web address starting with https://, a mail address link or a path on this site' },
  linkApply: { id: 'rich_text_link_apply', defaultMessage: 'Apply' },
  linkRemove: { id: 'rich_text_link_remove', defaultMessage: 'Remove link' },
  cancel: { id: 'rich_text_cancel', defaultMessage: 'Cancel' },
});

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

const TOGGLES: readonly { mark: Exclude<Mark, 'link'>; label: keyof typeof messages; glyph: string; run: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'bold', glyph: 'B', run: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'italic', glyph: 'I', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { mark: 'underline', label: 'underline', glyph: 'U', run: (editor) => editor.chain().focus().toggleUnderline().run() },
  { mark: 'strike', label: 'strike', glyph: 'S', run: (editor) => editor.chain().focus().toggleStrike().run() },
  { mark: 'bulletList', label: 'bulletList', glyph: '•', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', label: 'orderedList', glyph: '1.', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { mark: 'blockquote', label: 'quote', glyph: '“', run: (editor) => editor.chain().focus().toggleBlockquote().run() },
];

export interface RichTextFieldProps {
  label: string;
  /** The HTML the field holds; the service sanitises it again when it is saved. */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  /** The message to show under the field; the field is marked invalid while there is one. */
  errorMessage?: string | null;
  isRequired?: boolean;
}

/**
 * A labelled rich-text editor (TipTap) limited to what the portal shows: paragraphs, emphasis, lists, quotes and
 * links. Its toolbar is one tab stop moved through with the arrow keys, and every format has the editor's usual
 * keyboard shortcut (Ctrl/⌘+B, I, U…). Load it only from administration pages: it is large.
 */
export function RichTextField({ label, value, onChange, description, errorMessage, isRequired }: RichTextFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => safeHref(url) !== null },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        class: 'rich-text-field__editor',
      },
    },
    onUpdate: ({ editor: updated }) => onChange(updated.isEmpty ? '' : updated.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: Object.fromEntries(TOGGLES.map(({ mark }) => [mark, current.isActive(mark)])) as Record<Mark, boolean>,
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  useEffect(() => {
    // A value from outside (a record loaded for editing, a reset form) replaces the content; typing does not.
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field rich-text-field" data-invalid={errorMessage ? true : undefined}>
      <Label id={labelId} className="field__label" onClick={() => editor.commands.focus()}>
        {label}
      </Label>
      <div className="rich-text-field__frame">
        <Toolbar aria-label={intl.formatMessage(messages.toolbar)} className="rich-text-field__toolbar">
          {TOGGLES.map((toggle) => (
            <ToggleButton
              key={toggle.mark}
              className={`rich-text-field__tool rich-text-field__tool--${toggle.mark}`}
              aria-label={intl.formatMessage(messages[toggle.label])}
              isSelected={active.marks[toggle.mark]}
              onChange={() => toggle.run(editor)}
            >
              <span aria-hidden="true">{toggle.glyph}</span>
            </ToggleButton>
          ))}
          <ToggleButton className="rich-text-field__tool" aria-label={intl.formatMessage(messages.link)} isSelected={active.link} onChange={() => setLinkOpen(true)}>
            <span aria-hidden="true">🔗</span>
          </ToggleButton>
          <AriaButton className="rich-text-field__tool" aria-label={intl.formatMessage(messages.undo)} isDisabled={!active.canUndo} onPress={() => editor.chain().focus().undo().run()}>
            <span aria-hidden="true">↶</span>
          </AriaButton>
          <AriaButton className="rich-text-field__tool" aria-label={intl.formatMessage(messages.redo)} isDisabled={!active.canRedo} onPress={() => editor.chain().focus().redo().run()}>
            <span aria-hidden="true">↷</span>
          </AriaButton>
        </Toolbar>
        <EditorContent editor={editor} />
      </div>
      {description && (
        <Text id={descriptionId} className="field__description">
          {description}
        </Text>
      )}
      {errorMessage && (
        <Text id={errorId} className="field__error">
          {errorMessage}
        </Text>
      )}
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const intl = useIntl();
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const safe = safeHref(href.trim());
    if (safe === null) return setInvalid(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <Dialog
      isOpen
      title={intl.formatMessage(messages.linkTitle)}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          {editor.isActive('link') && (
            <Button variant="secondary" onPress={remove}>
              {intl.formatMessage(messages.linkRemove)}
            </Button>
          )}
          <Button onPress={apply}>{intl.formatMessage(messages.linkApply)}</Button>
        </>
      }
    >
      <TextField
        label={intl.formatMessage(messages.linkUrl)}
        type="url"
        autoFocus
        value={href}
        onChange={(next) => {
          setHref(next);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        errorMessage={invalid ? intl.formatMessage(messages.linkInvalid) : null}
      />
    </Dialog>
  );
}
