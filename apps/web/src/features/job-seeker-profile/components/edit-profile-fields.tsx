import type { JobSeekerProfile } from '@kakayahan/contracts';
import { Controller, type Control } from 'react-hook-form';
import { FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import type { EditProfileFormInput, EditProfileFormOutput, ProfileFileName } from './edit-profile-schema';
import { PictureField, ResumeField } from './profile-file-fields';
import { SkillsField } from './skills-field';

/** A file the person chose in this visit, and why one was refused. */
export interface ChosenFileState {
  file: File | null;
  error: string | null;
}

export interface TabFieldsProps {
  control: Control<EditProfileFormInput, unknown, EditProfileFormOutput>;
  profile: JobSeekerProfile | null;
  files: Record<ProfileFileName, ChosenFileState>;
  /** A temporary address of the chosen picture, for its preview. */
  picturePreview: string | null;
  onFileChange: (name: ProfileFileName, file: File | null, problem: string | null) => void;
  /** A skill typed but not yet added; kept here as the tab's fields go when another tab opens. */
  skillDraft: string;
  onSkillDraftChange: (draft: string) => void;
}

/** The About tab: name, headline, bio, contact number, location and picture. */
export function AboutFields({ control, profile, files, picturePreview, onFileChange }: TabFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      <FormTextField control={control} name="full_name" label="Full name" autoComplete="name" isRequired />
      <FormTextField
        control={control}
        name="pro_headline"
        label="Headline"
        description="One line about you, such as “Web developer with 3 years of experience”."
      />
      <FormTextAreaField
        control={control}
        name="bio"
        label="About"
        description="Tell employers about yourself."
        rows={6}
      />
      <FormTextField
        control={control}
        name="contact_no"
        label="Contact number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="location"
        label="Location"
        description="Your city or municipality."
        autoComplete="address-level2"
      />
      <PictureField
        file={files.profile_picture.file}
        error={files.profile_picture.error}
        onChange={(file, problem) => onFileChange('profile_picture', file, problem)}
        previewUrl={picturePreview}
        currentPicture={profile?.profile_picture ?? profile?.profile_image ?? null}
      />
    </div>
  );
}

/** The Experience tab: role, experience, skills and resume. */
export function ExperienceFields({
  control,
  profile,
  files,
  onFileChange,
  skillDraft,
  onSkillDraftChange,
}: TabFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      <FormTextField
        control={control}
        name="role"
        label="Role"
        description="The kind of job you do or want, such as “Customer support agent”."
        autoComplete="organization-title"
      />
      <FormTextAreaField
        control={control}
        name="experience"
        label="Experience"
        description="Your work history, training and other experience."
        rows={6}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <SkillsField
            skills={field.value}
            onChange={field.onChange}
            draft={skillDraft}
            onDraftChange={onSkillDraftChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <ResumeField
        file={files.employee_resume.file}
        error={files.employee_resume.error}
        onChange={(file, problem) => onFileChange('employee_resume', file, problem)}
        currentName={profile?.resume_name ?? null}
      />
    </div>
  );
}
