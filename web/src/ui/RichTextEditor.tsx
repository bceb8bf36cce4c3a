import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';

/** Spec 000 §2 and 002 §2: the toolbar offers headings 2 to 6, bold, italic, underline, ordered and bullet lists. */
export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;

interface RichTextEditorProps {
  label: string;
  /** HTML; empty for none. */
  value: string;
  onChange(html: string): void;
  error?: string;
}

/** An empty editor holds an empty paragraph; the field then holds nothing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A TipTap editor whose document holds only what its toolbar can make, so pasted content stays editable. */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  // The editor is made once; its update handler calls whichever onChange the latest render gave.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
  });

  // A value set from outside (the product loaded, the form reset) replaces the document.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: HEADING_LEVELS.find((level) => current?.isActive('heading', { level })) ?? null,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
    }),
  });

  /**
   * A toolbar toggle. An icon is named by `label`; a button that shows text ("H2") is named by that text, so
   * the name holds what is seen (WCAG 2.5.3, for speech input), and `label` ("Heading 2") describes it.
   */
  const tool = (
    label: string,
    selected: boolean,
    run: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>,
    face: { icon: ReactNode } | { text: string },
  ) => (
    <ToggleButton
      key={label}
      value={label}
      size="small"
      selected={selected}
      {...('icon' in face ? { 'aria-label': label } : { title: label })}
      disabled={!editor}
      onChange={() => editor && run(editor.chain().focus()).run()}
    >
      {'icon' in face ? face.icon : <Typography variant="button">{face.text}</Typography>}
    </ToggleButton>
  );

  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          flexWrap="wrap"
          gap={0.5}
          sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label={`${label} formatting`}
        >
          {HEADING_LEVELS.map((level) =>
            tool(`Heading ${level}`, active?.heading === level, (chain) => chain.toggleHeading({ level }), {
              text: `H${level}`,
            }),
          )}
          <Divider flexItem orientation="vertical" />
          {tool('Bold', !!active?.bold, (chain) => chain.toggleBold(), { icon: <FormatBoldIcon fontSize="small" /> })}
          {tool('Italic', !!active?.italic, (chain) => chain.toggleItalic(), {
            icon: <FormatItalicIcon fontSize="small" />,
          })}
          {tool('Underline', !!active?.underline, (chain) => chain.toggleUnderline(), {
            icon: <FormatUnderlinedIcon fontSize="small" />,
          })}
          <Divider flexItem orientation="vertical" />
          {tool('Ordered list', !!active?.orderedList, (chain) => chain.toggleOrderedList(), {
            icon: <FormatListNumberedIcon fontSize="small" />,
          })}
          {tool('Bullet list', !!active?.bulletList, (chain) => chain.toggleBulletList(), {
            icon: <FormatListBulletedIcon fontSize="small" />,
          })}
        </Stack>
        <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight: 160, outline: 'none', py: 1 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
