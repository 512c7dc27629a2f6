export { CodeFields, type CodeFieldValues } from './CodeFields';
