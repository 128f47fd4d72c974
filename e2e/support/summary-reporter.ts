import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * Closes the run with one unmistakable block: PASSED or FAILED, a plain `N passed, N failed, N skipped`
 * line, and for each failed test its title and where its trace is (`npx playwright show-trace <file>`).
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private readonly traces = new Map<TestCase, string>();

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const trace = result.attachments.find((attachment) => attachment.name === 'trace')?.path;
    if (trace) this.traces.set(test, path.relative(process.cwd(), trace));
  }

  onEnd(result: FullResult): void {
    const tests = this.suite?.allTests() ?? [];
    const count = (outcome: ReturnType<TestCase['outcome']>) => tests.filter((t) => t.outcome() === outcome).length;
    const failed = tests.filter((t) => t.outcome() === 'unexpected');
    const didNotRun = tests.filter((t) => t.results.length === 0).length;
    const passed = result.status === 'passed';
    // `--list` runs nothing: no verdict to give.
    if (passed && tests.length > 0 && didNotRun === tests.length) return;
    const flaky = count('flaky');
    const lines = [
      '',
      '='.repeat(72),
      `BROWSER TESTS ${passed ? 'PASSED' : 'FAILED'} in ${duration(result.duration)}: ` +
        `${tests.length} test${tests.length === 1 ? '' : 's'}` +
        (flaky > 0 ? `, ${flaky} of them passed only on a retry (flaky)` : '') +
        (didNotRun > 0 ? `, ${didNotRun} did not run` : ''),
    ];
    if (!passed && failed.length === 0) {
      lines.push(`The run ended as "${result.status}" (the global setup or a time limit; see the output above).`);
    }
    for (const test of failed) {
      lines.push(`  ✘ ${test.titlePath().filter(Boolean).join(' › ')}`);
      const trace = this.traces.get(test);
      if (trace) lines.push(`      trace: npx playwright show-trace ${trace}`);
    }
    // The plain closing line, last: passed counts the flaky ones, skipped the ones that did not run.
    lines.push(`browser: ${count('expected') + flaky} passed, ${failed.length} failed, ${count('skipped')} skipped`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
