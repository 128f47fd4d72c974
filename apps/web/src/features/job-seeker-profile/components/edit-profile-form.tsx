import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, type JobSeekerProfile } from '@kakayahan/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, LinkButton } from '../../../components/ui/button';
import { DoneMessage } from '../../../components/ui/done-message';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Tabs } from '../../../components/ui/tabs';
import type { FieldMessage } from '../../../lib/server-errors';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useEditProfile } from '../api/edit-profile';
import { AboutFields, ExperienceFields, type ChosenFileState } from './edit-profile-fields';
import {
  buildProfileFormData,
  editProfileFormSchema,
  FIELD_LABELS,
  FIELD_TABS,
  isProfileField,
  profileFormValues,
  TAB_LABELS,
  type AnyProfileField,
  type EditProfileFieldName,
  type EditProfileFormInput,
  type EditProfileFormOutput,
  type EditProfileTab,
  type ProfileFileName,
} from './edit-profile-schema';
import { addSkill } from './skills-field';

export const EDIT_PROFILE_MESSAGES = {
  saved: PROFILE_MESSAGES.saved,
  failed: 'Failed to submit profile',
  network: 'An error occurred. Please try again.',
  fix: 'Please correct the problems below, then save again.',
} as const;

const FIELD_ORDER = Object.keys(FIELD_TABS) as AnyProfileField[];
/** The fields react-hook-form holds: all but the files. */
const FORM_FIELDS = FIELD_ORDER.filter(
  (name): name is EditProfileFieldName => name !== 'profile_picture' && name !== 'employee_resume',
);
/** Each problem in the summary names its tab too: half of the fields are out of sight. */
const SUMMARY_LABELS = Object.fromEntries(
  FIELD_ORDER.map((name) => [name, `${FIELD_LABELS[name]} (${TAB_LABELS[FIELD_TABS[name]]} tab)`]),
);
const NO_FILE: ChosenFileState = { file: null, error: null };

/** The links offered once the profile is saved (decision 020: offered, never followed by themselves). */
export const PROFILE_SAVED_NEXT = [
  { to: '/job-seeker/profile-main', label: 'View your profile' },
  { to: '/job-seeker/dashboard', label: 'See jobs that match' },
];

/**
 * The job seeker's Edit Profile form (document 2 §2, §5) in two tabs. A refused save lists every
 * problem (each says its tab), opens the tab of the first and moves focus to it; a tab with problems
 * says so in its name. E-mail, ID number and disability are not here: only an admin changes them.
 * A saved profile is announced at the top of the form (which takes the focus) with a link to the
 * profile; the form stays, so a further change can be made and saved.
 */
export function EditProfileForm({ profile }: { profile: JobSeekerProfile | null }) {
  const { control, formState, handleSubmit, setError, clearErrors, getValues, setValue } = useForm<
    EditProfileFormInput,
    unknown,
    EditProfileFormOutput
  >({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: profileFormValues(profile),
    shouldFocusError: false,
  });
  const save = useEditProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<EditProfileTab>('about');
  const [files, setFiles] = useState<Record<ProfileFileName, ChosenFileState>>({
    profile_picture: NO_FILE,
    employee_resume: NO_FILE,
  });
  const [picturePreview, setPicturePreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const errors = useServerErrors(
    { setError },
    {
      fields: FORM_FIELDS,
      outsideFields: {
        profile_picture: (message) => showFileProblem('profile_picture', message),
        employee_resume: (message) => showFileProblem('employee_resume', message),
      },
      labels: SUMMARY_LABELS,
      // Document 2 §8: the server's message, else these.
      messages: { failed: EDIT_PROFILE_MESSAGES.failed, network: EDIT_PROFILE_MESSAGES.network },
    },
  );
  const focusTarget = useRef<AnyProfileField | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [isSaved, setIsSaved] = useState(false);
  const [skillDraft, setSkillDraft] = useState('');

  useEffect(() => {
    // Runs after the field's tab has rendered, so the field is there to take the focus.
    const name = focusTarget.current;
    if (!name) return;
    focusTarget.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [focusRequest]);

  // The preview's temporary address is released when the form goes.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = null;
    },
    [],
  );

  function goToField(name: AnyProfileField) {
    focusTarget.current = name;
    setTab(FIELD_TABS[name]);
    setFocusRequest((count) => count + 1);
  }

  /** The summary does not take the focus here: the first problem's field does, its tab opened. */
  function goToFirst(problems: FieldMessage[]) {
    const first = problems[0];
    if (first && isProfileField(first.name)) goToField(first.name);
  }

  function showFileProblem(name: ProfileFileName, message: string) {
    setFiles((current) => ({ ...current, [name]: { file: current[name].file, error: message } }));
  }

  function fileProblems(): { name: ProfileFileName; message: string }[] {
    return (['profile_picture', 'employee_resume'] as const).flatMap((name) => {
      const message = files[name].error;
      return message ? [{ name, message }] : [];
    });
  }

  function handleFileChange(name: ProfileFileName, file: File | null, problem: string | null) {
    setFiles((current) => ({ ...current, [name]: { file, error: problem } }));
    if (name !== 'profile_picture') return;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    // jsdom (tests) has no object URLs; the picture is then simply not previewed.
    previewRef.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPicturePreview(previewRef.current);
  }

  /**
   * A skill typed but not added when Save is chosen is added now rather than lost. False when it cannot
   * be (too long, too many): then the form is not sent, and the skills field says why.
   */
  function includeSkillDraft(): boolean {
    if (!skillDraft.trim()) return true;
    const added = addSkill(getValues('skills'), skillDraft);
    if ('problem' in added) {
      setError('skills', { type: 'draft', message: added.problem });
      goToFirst(errors.showProblems(EDIT_PROFILE_MESSAGES.fix, [{ name: 'skills', message: added.problem }]));
      return false;
    }
    setValue('skills', added.skills);
    setSkillDraft('');
    return true;
  }

  function handleSkillDraftChange(draft: string) {
    setSkillDraft(draft);
    if (formState.errors.skills?.type === 'draft') clearErrors('skills');
  }

  async function handleValid(values: EditProfileFormOutput) {
    const refusedFiles = fileProblems();
    if (refusedFiles.length > 0) {
      goToFirst(errors.showProblems(EDIT_PROFILE_MESSAGES.fix, refusedFiles));
      return;
    }
    errors.clear();
    setIsSaved(false);
    try {
      await save.mutateAsync(
        buildProfileFormData(values, {
          profile_picture: files.profile_picture.file,
          employee_resume: files.employee_resume.file,
        }),
      );
    } catch (error) {
      goToFirst(errors.showServerError(error));
      return;
    }
    setIsSaved(true);
  }

  function handleInvalid(formErrors: FieldErrors<EditProfileFormInput>) {
    goToFirst(errors.showInvalid(formErrors, EDIT_PROFILE_MESSAGES.fix, fileProblems()));
  }

  function tabLabel(id: EditProfileTab) {
    const count =
      Object.keys(formState.errors).filter((name) => isProfileField(name) && FIELD_TABS[name] === id).length +
      fileProblems().filter((problem) => FIELD_TABS[problem.name] === id).length;
    return (
      <>
        {TAB_LABELS[id]}
        {count > 0 ? (
          <>
            {' '}
            <span className="text-red-800">({count === 1 ? '1 problem' : `${count} problems`})</span>
          </>
        ) : null}
      </>
    );
  }

  const fieldProps = {
    control,
    profile,
    files,
    picturePreview,
    onFileChange: handleFileChange,
    skillDraft,
    onSkillDraftChange: handleSkillDraftChange,
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        if (includeSkillDraft()) void handleSubmit(handleValid, handleInvalid)(event);
        else event.preventDefault();
      }}
      className="flex flex-col gap-6"
    >
      <ErrorSummary
        summary={errors.summary}
        takesFocus={false}
        itemsAsButtons
        onSelectField={(name) => {
          if (isProfileField(name)) goToField(name);
        }}
      />
      {isSaved ? <DoneMessage message={EDIT_PROFILE_MESSAGES.saved} next={PROFILE_SAVED_NEXT} /> : null}
      <Tabs
        label="Profile sections"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'experience' ? 'experience' : 'about')}
        items={[
          { id: 'about', label: tabLabel('about'), content: <AboutFields {...fieldProps} /> },
          { id: 'experience', label: tabLabel('experience'), content: <ExperienceFields {...fieldProps} /> },
        ]}
      />
      <p className="rounded-md bg-slate-100 p-4 text-slate-800">
        Your e-mail, ID number and disability are not changed here. To change them, please contact support.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
        <LinkButton variant="secondary" to="/job-seeker/profile-main">
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
