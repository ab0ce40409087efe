import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../lib/notify';

/**
 * Shows an error toast once (not again when React re-runs effects), then, when `to` is given,
 * replaces the page with `to`.
 */
export function useNoticeOnce(title: string, description: string, to: string | null = null) {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notifyError(title, description);
    if (to) void navigate(to, { replace: true });
  }, [title, description, to, navigate]);
}
