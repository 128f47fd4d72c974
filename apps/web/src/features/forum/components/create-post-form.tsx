import { createPostRequestSchema, FORUM_LIMITS } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePost } from '../api/create-post';
import { createPostFailedText, FORUM_TEXT } from './forum-words';

/** The new post form: the contract's title and content rules. */
const newPostSchema = z.object({
  title: createPostRequestSchema.shape.title,
  content: createPostRequestSchema.shape.content,
});
type NewPost = z.infer<typeof newPostSchema>;

function limitText(max: number): string {
  return `Up to ${max.toLocaleString('en-US')} characters.`;
}

/**
 * Create New Post: a disclosure button that opens the form in place (focus moves to Title; Cancel brings
 * it back to the button). Blank fields say so and take the focus; a failure says "Unable to create post
 * (…)". After a post is created the form closes and the page announces it.
 */
export function CreatePostForm({ onCreated }: { onCreated: (message: string) => void }) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const toggleId = useId();
  const create = useCreatePost();
  const { control, handleSubmit, reset, setFocus } = useForm<NewPost>({
    resolver: zodResolver(newPostSchema),
    defaultValues: { title: '', content: '' },
  });

  useEffect(() => {
    if (isOpen) setFocus('title');
  }, [isOpen, setFocus]);

  function handleClose() {
    setIsOpen(false);
    reset();
    create.reset();
    document.getElementById(toggleId)?.focus();
  }

  function handleValid(values: NewPost) {
    create.mutate(values, {
      onSuccess: () => {
        setIsOpen(false);
        reset();
        onCreated(FORUM_TEXT.postCreated);
      },
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          id={toggleId}
          aria-expanded={isOpen}
          aria-controls={isOpen ? formId : undefined}
          onPress={() => (isOpen ? handleClose() : setIsOpen(true))}
        >
          Create New Post
        </Button>
      </div>
      {isOpen ? (
        <form
          id={formId}
          noValidate
          aria-label="New post"
          onSubmit={(event) => void handleSubmit(handleValid)(event)}
          className="flex flex-col gap-4 rounded-lg border-2 border-slate-300 bg-white p-4"
        >
          <FormTextField
            control={control}
            name="title"
            label="Title"
            description={limitText(FORUM_LIMITS.titleMax)}
            isRequired
          />
          <FormTextAreaField
            control={control}
            name="content"
            label="Content"
            description={limitText(FORUM_LIMITS.contentMax)}
            maxLength={FORUM_LIMITS.contentMax}
            rows={6}
            isRequired
          />
          {create.isError ? <Alert tone="error">{createPostFailedText(errorMessage(create.error))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isPending={create.isPending}>
              Publish Post
            </Button>
            <Button variant="secondary" onPress={handleClose} isDisabled={create.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
