import './loading-view.css';

export function LoadingView({ label = '加载中…' }: { label?: string }) {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="loading-view__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
