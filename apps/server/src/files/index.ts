// The public entry of the files domain: other domains import only this file (docs/architecture.md §2).
export { type StoredFileRow, deleteFile, fileView, loadFile, saveFile, sendFile } from './store';
export { type ReceivedUpload, type UploadPolicy, receiveUpload, registerMultipart } from './upload';
export { type StoredFileInfo, fileInfosOf } from './lookups';
