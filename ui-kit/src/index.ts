export { AppProviders } from './AppProviders';
export { ComingSoon } from './ComingSoon';
export { comingSoonRoute, routesWithPages } from './coming-soon-route';
export { DevShell } from './DevShell';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { PageFrame } from './PageFrame';
export { readServerError, showOnFields, type ServerError } from './serverError';
export { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';
export { checkFile, type FileLimits, type FileRejection } from './upload/check-file';
export type { UploadFn, UploadKind } from './upload/default-upload';
export { FileUploader, type FileUploaderProps } from './upload/FileUploader';
export { FilterTabs, filterTabId, type FilterTab, type FilterTabsProps } from './filter-tabs/FilterTabs';
export { formatSize } from './upload/format-size';
export { useIsPhone } from './use-is-phone';
export { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit';
export { usePasswordRules } from './use-password-rules';
export { useWaitText } from './use-wait-text';
export { withProviders } from './with-providers';
export { Countdown, useTimeLeft, type CountdownProps } from './data/Countdown';
export { CertBadges, certKindName } from './data/CertBadges';
export { RatingLine, useWindowLink, WindowLink } from './data/CompanyMarks';
export { InvoiceIssued, InvoiceStateTag, RefundStateTag } from './data/PaymentStates';
export { EventTimeline, type TimelineEvent } from './data/EventTimeline';
export { FileLinks } from './data/FileLinks';
export { EmptyState, LoadState, type LoadStateProps } from './data/LoadState';
export { RouteButton, useRouteOffer } from './data/RouteButton';
export { ItemRow, PagedList, type PagedListProps } from './data/PagedList';
export {
  QueryPagedList,
  QueryStates,
  type ListQuery,
  type PagedQuery,
  type QueryPagedListProps,
  type QueryStatesProps,
} from './data/QueryPagedList';
export { useNow } from './data/use-now';
export { usePageParam } from './data/use-page-param';
export { Markdown } from './markdown/Markdown';
export { PlainMarkdown } from './markdown/PlainMarkdown';
export { useFileImage } from './upload/use-file-image';
