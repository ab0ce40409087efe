import { toast } from 'sonner';

// The one way to tell the user something happened (STYLE: one way to show an error).
export function notifyError(title: string, description?: string) {
  toast.error(title, description ? { description } : undefined);
}

export function notifySuccess(title: string, description?: string) {
  toast.success(title, description ? { description } : undefined);
}
