import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DropZoneProps {
  id?: string;
  /** The `accept` attribute of the file picker. */
  accept?: string;
  multiple: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file picker, and takes files dropped on it. */
export function DropZone({ id, accept, multiple, disabled, hint, onFiles }: DropZoneProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const describedBy = useId();

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };
  // The wrapper handles dragging: a disabled button gets no events, and an unhandled drop would open the file.
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(!disabled);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <div onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <button
        id={id}
        type="button"
        disabled={disabled}
        aria-describedby={id ? describedBy : undefined}
        onClick={() => picker.current?.click()}
        style={{
          display: 'block',
          width: '100%',
          padding: `${token.paddingLG}px ${token.padding}px`,
          border: `1px dashed ${over ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: over ? token.colorPrimaryBg : token.colorFillAlter,
          color: disabled ? token.colorTextDisabled : token.colorText,
          cursor: disabled ? 'not-allowed' : 'pointer',
          font: 'inherit',
          textAlign: 'center',
        }}
      >
        {/* With an id, a form label may name the button: then these texts describe it. */}
        <span id={describedBy}>
          <span style={{ display: 'block', fontSize: token.fontSizeLG }}>{t('upload.dropHint')}</span>
          {hint && <span style={{ display: 'block', marginTop: token.marginXXS, color: token.colorTextSecondary }}>{hint}</span>}
        </span>
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        style={{ display: 'none' }}
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again is a change too.
          event.target.value = '';
          take(files);
        }}
      />
    </div>
  );
}
