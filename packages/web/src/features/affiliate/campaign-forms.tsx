import {
  CAMPAIGN_CODE_MAX,
  CAMPAIGN_NAME_MAX,
  createCampaignRequestSchema,
  renameCampaignRequestSchema,
  setCampaignCodeRequestSchema,
} from '@ante/core';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import settingsClasses from '../../ui/settings-card.module.css';
import classes from './affiliate.module.css';
import { createCampaign, renameCampaign, setCampaignCode } from './affiliate-api';
import { useRefreshAffiliate } from './use-affiliate';

const codeInputProps = {
  maxLength: CAMPAIGN_CODE_MAX,
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  classNames: { input: classes.monoInput },
} as const;

/** A new campaign: its name (for the owner only) and the code its link carries. */
export function CreateCampaignForm({ disabled }: { disabled: boolean }) {
  const refresh = useRefreshAffiliate();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: createCampaignRequestSchema,
    initialValues: { name: '', code: '' },
  });
  const create = useMutation({
    mutationFn: createCampaign,
    onSuccess: async (_answer, request) => {
      notifySuccess('Campaign created', `Its link carries the code ${request.code}.`);
      form.reset();
      await refresh();
    },
  });

  return (
    <form onSubmit={handleSubmit(create.mutateAsync)} noValidate className={classes.createForm}>
      <div className={classes.createFields}>
        <TextInput
          label="Campaign name"
          placeholder="e.g. Summer stream"
          maxLength={CAMPAIGN_NAME_MAX}
          autoComplete="off"
          disabled={disabled}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Code"
          placeholder="e.g. summer_stream"
          description="3 to 20 letters, digits, - or _"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={disabled}
          {...codeInputProps}
          {...form.getInputProps('code')}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" loading={form.submitting} disabled={disabled} className={classes.createButton}>
        Create campaign
      </Button>
    </form>
  );
}

type EditProps = { campaignId: string; current: string };

/** Renames a campaign; its name is for the owner's eyes only. */
export function RenameCampaignForm({ campaignId, current }: EditProps) {
  const refresh = useRefreshAffiliate();
  const { form, handleSubmit } = useRequestForm({
    schema: renameCampaignRequestSchema,
    initialValues: { name: current },
    otherErrorsField: 'name',
  });
  const rename = useMutation({
    mutationFn: ({ name }: { name: string }) => renameCampaign(campaignId, name),
    onSuccess: async () => {
      notifySuccess('Campaign renamed', 'Only you see its name.');
      await refresh();
    },
  });
  const unchanged = form.values.name.trim() === current;
  return (
    <form onSubmit={handleSubmit(rename.mutateAsync)} noValidate className={settingsClasses.checkRow}>
      <TextInput
        className={settingsClasses.checkInput}
        label="Name"
        maxLength={CAMPAIGN_NAME_MAX}
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <EditButton submitting={form.submitting} unchanged={unchanged}>
        Rename
      </EditButton>
    </form>
  );
}

/** Gives a campaign a new code: links with the old one stop working, and the old code is free for anyone. */
export function CampaignCodeForm({ campaignId, current }: EditProps) {
  const refresh = useRefreshAffiliate();
  const { form, handleSubmit } = useRequestForm({
    schema: setCampaignCodeRequestSchema,
    initialValues: { code: current },
    otherErrorsField: 'code',
  });
  const change = useMutation({
    mutationFn: ({ code }: { code: string }) => setCampaignCode(campaignId, code),
    onSuccess: async (_answer, { code }) => {
      notifySuccess('Code changed', `Share the new link: links with ${current} no longer work.`);
      form.setInitialValues({ code });
      await refresh();
    },
  });
  const unchanged = form.values.code.trim() === current;
  return (
    <form onSubmit={handleSubmit(change.mutateAsync)} noValidate className={settingsClasses.checkRow}>
      <TextInput
        className={settingsClasses.checkInput}
        label="Code"
        {...codeInputProps}
        {...form.getInputProps('code')}
      />
      <EditButton submitting={form.submitting} unchanged={unchanged}>
        Change code
      </EditButton>
    </form>
  );
}

/** The button of an edit form, enabled once the value differs from the campaign's. */
function EditButton({
  submitting,
  unchanged,
  children,
}: {
  submitting: boolean;
  unchanged: boolean;
  children: string;
}) {
  return (
    <Button
      type="submit"
      size="md"
      variant="default"
      loading={submitting}
      disabled={unchanged}
      className={settingsClasses.checkButton}
    >
      {children}
    </Button>
  );
}
