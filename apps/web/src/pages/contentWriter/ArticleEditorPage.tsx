import { api, useUploadArticleCover } from '@telehealth/api';
import { type ArticleValues, articleMessages, type WriterArticle } from '@telehealth/contract';
import { ArticleForm } from '@telehealth/forms';
import { Alert, Container, Heading, Skeleton, Stack, toast } from '@telehealth/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArticlePreviewDialog } from '../../features/articles/ArticlePreviewDialog';
import NotFoundPage from '../NotFoundPage';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';

/** Set on the navigation the editor makes itself, from new-article to the address of the draft it created. */
interface EditorLocationState {
  createdHere?: boolean;
}

/**
 * `/content-writer/new-article` and `/content-writer/edit-article/{id}`: one page for both, so that the first
 * save of a new article moves to its edit address without remounting the editor (the text being typed stays).
 * Any other navigation (New Article from the menu, another article) starts a fresh editor.
 */
export default function ArticleEditorPage() {
  const location = useLocation();
  const createdHere = (location.state as EditorLocationState | null)?.createdHere === true;
  const [editorKey, setEditorKey] = useState(location.key);
  if (!createdHere && editorKey !== location.key) setEditorKey(location.key);
  // An edit address whose id no article can have is not found (no article to load, and not a new one either).
  const idInAddress = useParams().id;
  const articleId = useIdParam('id');
  if (idInAddress !== undefined && articleId === null) return <NotFoundPage />;
  return <ArticleEditor key={editorKey} />;
}

function ArticleEditor() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState<WriterArticle | null>(null);
  const [preview, setPreview] = useState<ArticleValues | null>(null);
  const routeId = useIdParam('id');
  const loaded = api.articles.getWriterArticle.useQuery(
    routeId !== null && current?.id !== routeId ? { params: { id: routeId } } : null,
    // Not refetched on focus: coming back to the tab does not swap the article under the writer's edits.
    { revalidateOnFocus: false },
  );
  const article = current?.id === routeId || routeId === null ? current : (loaded.data ?? null);
  const create = api.articles.createArticle.useMutation();
  const update = api.articles.updateArticle.useMutation();
  const publish = api.articles.publishArticle.useMutation();
  const unpublish = api.articles.unpublishArticle.useMutation();
  const uploadCover = useUploadArticleCover();
  useDocumentTitle(routeId === null ? 'New Article' : 'Edit Article');

  const save = async (values: ArticleValues) => {
    const id = article?.id;
    const result = id
      ? await update.trigger({ params: { id }, body: values })
      : await create.trigger({ body: values });
    setCurrent(result.article);
    if (!id) {
      const state: EditorLocationState = { createdHere: true };
      navigate(`/content-writer/edit-article/${result.article.id}`, { replace: true, state });
    }
    return result;
  };
  const changeStatus = (action: typeof publish.trigger, message: string) => async () => {
    if (!article) return;
    setCurrent(await action({ params: { id: article.id } }));
    toast({ title: message, tone: 'positive' });
  };

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>{routeId === null ? 'New Article' : 'Edit Article'}</Heading>
        {routeId !== null && !article ? (
          loaded.error ? (
            <Alert tone="critical" title="Error">
              {loaded.error.message}
            </Alert>
          ) : (
            <Skeleton lines={8} label="Loading article" />
          )
        ) : (
          <ArticleForm
            defaultValues={article ?? undefined}
            onSave={save}
            status={article?.status}
            onPublish={article ? changeStatus(publish.trigger, articleMessages.published) : undefined}
            onUnpublish={changeStatus(unpublish.trigger, articleMessages.unpublished)}
            onPreview={setPreview}
            coverImageUrl={article?.coverImageUrl ?? null}
            onCoverChange={
              article
                ? async (file) => setCurrent(await uploadCover.trigger({ id: article.id, file }))
                : undefined
            }
          />
        )}
        <ArticlePreviewDialog values={preview} onClose={() => setPreview(null)} />
      </Stack>
    </Container>
  );
}
