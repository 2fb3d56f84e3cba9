import { verificationDocumentListSchema, verificationDocumentSchema, type DocumentType } from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { browserApi } from '../../api/server-api';

/** Uploads may take a while on a slow connection; the usual API timeout is for small requests. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const verificationKeys = { documents: ['verification', 'documents'] as const };

async function fetchDocuments(api: AxiosInstance) {
  return verificationDocumentListSchema.parse((await api.get('/api/player/documents')).data);
}

export const documentsQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: verificationKeys.documents, queryFn: () => fetchDocuments(api) });

/** The player's documents, hydrated from the loader's first answer. */
export function useDocuments() {
  return useQuery(documentsQuery(browserApi()));
}

/** Uploads one file for a document type; `onProgress` hears the share sent, 0 to 100. */
export function useUploadDocument(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, file }: { type: DocumentType; file: File }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file);
      const res = await browserApi().post('/api/player/documents', form, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      return verificationDocumentSchema.parse(res.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.documents }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await browserApi().delete(`/api/player/documents/${id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.documents }),
  });
}

/** A byte count for people: "820 KB", "3.4 MB". */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}
