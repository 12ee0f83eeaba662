import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as jobsApi from '@tessera/shared/api/jobs';
import * as projectsApi from '@tessera/shared/api/projects';
import type { Job } from '@tessera/shared/contract';

/** How often a running analysis's progress is asked for. */
const JOB_POLL_MS = 1000;

/** How many documents' rows of the analysis are shown at a time. */
export const ANALYSIS_DOCUMENTS_PAGE_SIZE = 50;

/** The project's last analysis, under the project's key so that one invalidation of the project refreshes it. */
export const lastAnalysisKey = (projectId: number) => ['projects', projectId, 'analysis'] as const;

const stillRunning = (job: Job) => job.status === 'running' || job.status === 'queued';

/**
 * A project's analysis as the server runs it, in the background however large the project: the last one kept
 * (`last`, with the `documentsPage` of its documents' rows), the job running now (one started here, or one already
 * running when the page opened, anyone's) followed until it ends, then the last one asked for again; `run` starts
 * one, `cancel` stops it at its next document.
 */
export function useProjectAnalysisRun(projectId: number, documentsPage = 0) {
  const client = useQueryClient();
  const rows = { page: documentsPage, limit: ANALYSIS_DOCUMENTS_PAGE_SIZE };
  const last = useQuery({
    queryKey: [...lastAnalysisKey(projectId), rows],
    queryFn: ({ signal }) => projectsApi.getLastAnalysis(projectId, rows, signal),
    placeholderData: keepPreviousData,
  });
  const [jobId, setJobId] = useState<number | null>(null);
  const runningElsewhere = last.data?.running_job_id ?? null;
  useEffect(() => {
    if (runningElsewhere !== null) setJobId(runningElsewhere);
  }, [runningElsewhere]);
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => jobsApi.getJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && !stillRunning(query.state.data) ? false : JOB_POLL_MS),
  });
  const running = jobId !== null && (!job.data || stillRunning(job.data));
  // The query's key is the job's id: its data is always the job followed now.
  const ended = job.data && !stillRunning(job.data) ? job.data : undefined;
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: lastAnalysisKey(projectId) });
  }, [ended, client, projectId]);
  const cancel = useMutation({ mutationFn: () => jobsApi.cancelJob(jobId!) });
  const run = useMutation({
    mutationFn: () => projectsApi.runProjectAnalysis(projectId),
    onSuccess: ({ job_id }) => {
      // A new run may be stopped again.
      cancel.reset();
      setJobId(job_id);
    },
    // Refused because one is running (someone else's): the last analysis names it, and it is followed.
    onError: () => void client.invalidateQueries({ queryKey: lastAnalysisKey(projectId) }),
  });
  return { last, job: job.data, running, ended, run, cancel };
}
