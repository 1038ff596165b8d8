import type { EndpointName } from '@academy/contract/endpoints';

/** What scheduling, changing or cancelling a live class changes: the lists of classes, Next up (alone or in the dashboard's one read) and the desk's figures. */
export const LIVE_CLASS_CHANGES: EndpointName[] = ['listLiveClasses', 'listTodayClasses', 'getNextUp', 'getStudentDashboard', 'getDeskStats'];
