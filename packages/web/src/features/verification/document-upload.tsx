import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLOTS,
  DOCUMENT_TYPES,
  type DocumentSlot,
  MONTHLY_DEPOSIT_BANDS,
  SOURCES_OF_FUNDS,
  type VerifyLevel4Answers,
} from '@ante/core';
import { Button, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { FormAlert } from '../../ui/form/form-alert';
import { placeServerError } from '../../ui/form/request-form';
import { useRequestForm } from '../../ui/form/use-request-form';
import { FileIcon, UploadIcon } from '../../ui/icons';
import { type Level4Values, level4Rules } from './level-1-rules';
import { uploadLevel } from './verification-api';
import classes from './verify.module.css';

type DocumentLevel = 2 | 3 | 4;

const SLOT_LABEL: Record<DocumentLevel, Partial<Record<DocumentSlot, string>>> = {
  2: { front: 'Front of the document', back: 'Back of the document' },
  3: { document: 'Utility bill or bank statement' },
  4: { document: 'Payslip, tax return or account statement' },
};

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The file is larger than ${MAX_MB} MB`;
  if (code === 'file-invalid-type') return 'Use a JPEG, PNG or PDF';
  return 'Choose one file';
}

type FileSlotProps = {
  label: string;
  file: File | null;
  error: string | null | undefined;
  disabled: boolean;
  onChoose: (file: File | null, error: string | null) => void;
};

/** The types the server takes, as the drop area's filter (its extensions come from the types). */
const ACCEPT = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, []]));

/** One document: drop it here or click to choose (or Enter on it), then see what was chosen. */
function FileSlot({ label, file, error, disabled, onChoose }: FileSlotProps) {
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    accept: ACCEPT,
    maxSize: DOCUMENT_MAX_BYTES,
    multiple: false,
    disabled,
    onDropAccepted: (files) => onChoose(files[0] ?? null, null),
    onDropRejected: (rejections) => onChoose(null, rejectionMessage(rejections)),
  });
  return (
    <div>
      <Text size="sm" fw={600} c="white" mb={6}>
        {label}
      </Text>
      <div
        {...getRootProps({
          className: classes.dropzone,
          'data-chosen': file ? true : undefined,
          'data-error': error ? true : undefined,
          'data-accept': isDragAccept || undefined,
          'data-reject': isDragReject || undefined,
          'data-disabled': disabled || undefined,
        })}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <div className={classes.dropzoneBody}>
          {file ? <FileIcon size={22} /> : <UploadIcon size={22} />}
          <div className={classes.dropzoneText}>
            {file ? (
              <>
                <Text size="sm" c="white" truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {fileSize(file.size)}. Drop or click to replace.
                </Text>
              </>
            ) : (
              <>
                <Text size="sm" c="white">
                  Drop a file here or click to choose
                </Text>
                <Text size="xs" c="dimmed">
                  JPEG, PNG or PDF, up to {MAX_MB} MB
                </Text>
              </>
            )}
          </div>
        </div>
      </div>
      {error && (
        <Text size="xs" c="red.5" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

/** Level 4's questionnaire, beside its document. */
function SourceOfFundsFields({ form }: { form: UseFormReturnType<Level4Values> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          size="md"
          label="Source of funds"
          placeholder="Choose one"
          data={SOURCES_OF_FUNDS.map(({ id, label }) => ({ value: id, label }))}
          {...form.getInputProps('sourceOfFunds')}
          onChange={(value) => form.setFieldValue('sourceOfFunds', value ?? '')}
        />
        <Select
          size="md"
          label="Expected monthly deposits"
          placeholder="Choose one"
          data={MONTHLY_DEPOSIT_BANDS.map(({ id, label }) => ({ value: id, label }))}
          {...form.getInputProps('monthlyDeposit')}
          onChange={(value) => form.setFieldValue('monthlyDeposit', value ?? '')}
        />
      </SimpleGrid>
      <TextInput label="Occupation" autoComplete="organization-title" {...form.getInputProps('occupation')} />
    </>
  );
}

/**
 * Levels 2 to 4: the documents (and level 4's answers), sent as one upload whose
 * progress shows on the button's place. The server reads each file's type from its
 * bytes; the browser's check here only saves a wasted upload.
 */
export function DocumentUpload({
  level,
  onSubmitted,
}: {
  level: DocumentLevel;
  onSubmitted: () => Promise<void>;
}) {
  const slots: readonly DocumentSlot[] = DOCUMENT_SLOTS[level];
  const [files, setFiles] = useState<Partial<Record<DocumentSlot, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentSlot, string | null>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answers = useRequestForm(level4Rules);

  const handleChoose = (slot: DocumentSlot) => (file: File | null, problem: string | null) => {
    setFiles((current) => ({ ...current, [slot]: file ?? undefined }));
    setFileErrors((current) => ({ ...current, [slot]: problem }));
  };

  const send = async (fields: VerifyLevel4Answers | null) => {
    setError(null);
    const missing = slots.filter((slot) => !files[slot]);
    if (missing.length > 0) {
      setFileErrors(Object.fromEntries(missing.map((slot) => [slot, 'Add this file'])));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    for (const slot of slots) form.append(slot, files[slot] as File);
    setProgress(0);
    try {
      await uploadLevel(level, form, setProgress);
      await onSubmitted();
    } catch (caught) {
      const placed = placeServerError(caught, slots);
      if (placed.field) setFileErrors({ [placed.field]: placed.message });
      else if (level === 4) answers.showServerError(caught);
      else setError(placed.message);
    } finally {
      setProgress(null);
    }
  };

  const handleSubmit =
    level === 4
      ? answers.handleSubmit((request) => send(request))
      : (event: FormEvent) => {
          event.preventDefault();
          void send(null);
        };

  const uploading = progress !== null;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Level ${level} documents`}>
      <Stack gap="sm">
        {level === 4 && <SourceOfFundsFields form={answers.form} />}
        <SimpleGrid cols={{ base: 1, sm: slots.length }} spacing="sm">
          {slots.map((slot) => (
            <FileSlot
              key={slot}
              label={SLOT_LABEL[level][slot] ?? slot}
              file={files[slot] ?? null}
              error={fileErrors[slot]}
              disabled={uploading}
              onChoose={handleChoose(slot)}
            />
          ))}
        </SimpleGrid>
        <FormAlert>{error ?? (level === 4 ? answers.formError : null)}</FormAlert>
        {uploading ? (
          <div className={classes.progress}>
            <Progress
              value={Math.round(progress * 100)}
              size="lg"
              radius="xl"
              animated
              aria-label="Upload progress"
            />
            <Text size="xs" c="dimmed" ta="center" mt={6}>
              Uploading… {Math.round(progress * 100)}%
            </Text>
          </div>
        ) : (
          <Button type="submit" size="md">
            Upload and submit
          </Button>
        )}
      </Stack>
    </form>
  );
}
