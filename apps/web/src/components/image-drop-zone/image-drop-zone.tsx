import { useEffect, useId, useRef, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { ImageUp, RefreshCw, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useTouchScreen } from '@/hooks/use-touch-screen';
import { ApiError } from '@/lib/api-client';
import { translateCode } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { uploadImage } from './upload-image';

/** A stored image: the opaque file name entities keep, and a URL to show it. */
export interface UploadedImage {
  fileName: string;
  url: string | null;
}

export interface ImageDropZoneProps {
  /** The current image, or null for none. */
  value: UploadedImage | null;
  /** Called with the uploaded image, or null when the user removes it. */
  onChange: (value: UploadedImage | null) => void;
  /** Reports when an upload starts and ends (e.g. to hold a form's submit button). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Id of the visible label of the field. */
  labelId?: string;
  disabled?: boolean;
  className?: string;
}

// react-dropzone checks MIME types; the extensions show in the file chooser and the hint.
const accept = Object.fromEntries(IMAGE_MIME_TYPES.map((type) => [type, []]));
const typesHint = IMAGE_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()).join(', ');
const maxMegabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

function rejectionMessage(rejections: readonly FileRejection[], oneFileOnly: string): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes(ErrorCode.TooManyFiles)) return oneFileOnly;
  if (codes.includes(ErrorCode.FileTooLarge)) return translateCode({ code: 'imageTooLarge' });
  return translateCode({ code: 'unsupportedImageType' });
}

/**
 * One image, JPEG or PNG, up to 5 MB (docs/product.md §5): drop or choose it, watch the real upload progress,
 * then see the preview with Change and Remove (docs/product.md §4 image upload).
 */
export function ImageDropZone({
  value,
  onChange,
  onUploadingChange,
  labelId,
  disabled = false,
  className,
}: ImageDropZoneProps) {
  const { t } = useTranslation();
  const touch = useTouchScreen();
  const hintId = useId();
  const statusId = useId();
  const promptId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const start = async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setError(null);
    setProgress(0);
    setLocalPreview(URL.createObjectURL(file));
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, { onProgress: setProgress, signal: current.signal });
      onChange({ fileName: uploaded.fileName, url: uploaded.preSignedUrl });
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(translateCode(failure instanceof ApiError ? failure : { code: 'fileUploadFailed' }));
      toast({
        title: t('imageUpload.uploadFailed'),
        description: t('messages.uploadFailedTryAgain'),
        variant: 'destructive',
      });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        setLocalPreview(null);
        onUploadingChange?.(false);
      }
    }
  };

  const cancel = () => {
    const current = controller.current;
    controller.current = null;
    current?.abort();
    setProgress(null);
    setLocalPreview(null);
    onUploadingChange?.(false);
  };

  const showsImage = value !== null || uploading;
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject, open } =
    useDropzone({
      accept,
      multiple: false,
      maxFiles: 1,
      maxSize: MAX_UPLOAD_BYTES,
      disabled: disabled || uploading,
      // With an image shown, the Change button opens the chooser; dropping still replaces it.
      noClick: showsImage,
      noKeyboard: showsImage,
      onDropAccepted: (files) => {
        const [file] = files;
        if (file) void start(file);
      },
      onDropRejected: (rejections) => {
        setError(rejectionMessage(rejections, t('imageUpload.oneFileOnly')));
      },
    });

  const preview = localPreview ?? value?.url ?? null;
  const describedBy = [hintId, error ? statusId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* Outside the drop area: a control inside a role="button" is a nested interactive. */}
      <input {...getInputProps({ 'aria-labelledby': labelId })} />
      <div
        {...getRootProps({
          role: showsImage ? 'group' : 'button',
          // As a button its name also holds the prompt it shows (WCAG 2.5.3, label in name).
          'aria-labelledby': showsImage ? labelId : [labelId, promptId].filter(Boolean).join(' '),
          'aria-describedby': describedBy,
          'aria-disabled': disabled || undefined,
        })}
        data-state={
          isDragReject ? 'reject' : isDragAccept ? 'accept' : isDragActive ? 'active' : 'idle'
        }
        className={cn(
          'relative rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          !showsImage && 'cursor-pointer hover:border-brand-500 hover:bg-brand-50/40',
          isDragActive && 'border-brand-500 bg-brand-50',
          isDragAccept && 'border-emerald-500 bg-emerald-50',
          isDragReject && 'border-red-500 bg-red-50',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {showsImage ? (
          <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
            {preview && (
              <img
                src={preview}
                alt={t('imageUpload.previewAlt')}
                className="size-24 shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
              />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              {uploading ? (
                <>
                  <div
                    role="progressbar"
                    aria-label={t('imageUpload.progressLabel')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={progress}
                    className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                      style={{ width: `${progress}%` }}
                    />
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm text-slate-600">
                      {t('imageUpload.uploading', { percent: progress })}
                    </p>
                    <Button variant="ghost" size="sm" onClick={cancel}>
                      <X aria-hidden="true" />
                      {t('imageUpload.cancel')}
                    </Button>
                  </div>
                </>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={open} disabled={disabled}>
                    <RefreshCw aria-hidden="true" />
                    {t('imageUpload.change')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => {
                      setError(null);
                      onChange(null);
                    }}
                    disabled={disabled}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('imageUpload.remove')}
                  </Button>
                </div>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
              <ImageUp aria-hidden="true" className="size-6" />
            </span>
            <p id={promptId} className="text-sm font-medium text-slate-800">
              {isDragReject
                ? t('imageUpload.dropReject')
                : isDragActive
                  ? t('imageUpload.dropActive')
                  : touch
                    ? t('imageUpload.tapToChoose')
                    : t('imageUpload.dropHere')}
            </p>
          </div>
        )}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t('imageUpload.hint', { types: typesHint, size: maxMegabytes })}
      </p>
      {error && (
        <p id={statusId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
