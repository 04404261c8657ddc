import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { ImageDropZone } from './image-drop-zone';

export interface ImageFieldProps {
  label: string;
  /** E.g. 'optional', shown in brackets after the label. */
  labelNote?: string;
  /** The stored file name, '' for none. */
  fileName: string;
  /** The address of the stored image when the form opened. */
  initialUrl: string | null;
  /** The new file name once an upload ends, '' once the image is removed. */
  onFileNameChange: (fileName: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The schema's or the server's English message; shown translated. */
  error?: string;
  disabled?: boolean;
}

/** A labelled image drop zone holding a form's image file name (logo, product image). */
export function ImageField({
  label,
  labelNote,
  fileName,
  initialUrl,
  onFileNameChange,
  onUploadingChange,
  error,
  disabled,
}: ImageFieldProps) {
  const labelId = useId();
  const [url, setUrl] = useState(initialUrl);
  return (
    <div className="flex flex-col gap-1.5">
      <Label id={labelId} asChild>
        <span>
          {label}
          {labelNote && <span className="ml-1 font-normal text-slate-500">({labelNote})</span>}
        </span>
      </Label>
      <ImageDropZone
        labelId={labelId}
        value={fileName ? { fileName, url } : null}
        onUploadingChange={onUploadingChange}
        disabled={disabled}
        onChange={(next) => {
          setUrl(next?.url ?? null);
          onFileNameChange(next?.fileName ?? '');
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
