import { Link } from '@b2b/shared/router';

/** The demand in the demand zone: the host's demand page opens it from `?open=`. */
export function DemandLink({ id, title }: { id: string; title: string }) {
  return <Link to={`/demand?open=${encodeURIComponent(id)}`}>{title}</Link>;
}
