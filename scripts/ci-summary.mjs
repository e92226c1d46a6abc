// Sums the JSON reports of vitest and Playwright into the one line CI ends with, after naming each failed
// test: CI keeps only the tail of the output, and a count alone does not say what to fix.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const failedNames = [];

function collectPlaywrightFailures(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        failedNames.push(`${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`);
      }
    }
  }
  for (const child of suite.suites ?? []) {
    collectPlaywrightFailures(
      child,
      child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles,
    );
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`(no report at ${file})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    for (const suite of report.suites ?? []) collectPlaywrightFailures(suite, []);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    for (const testFile of report.testResults ?? []) {
      if (testFile.status === 'failed' && (testFile.assertionResults ?? []).length === 0) {
        failedNames.push(`${testFile.name} (did not run: ${String(testFile.message ?? '').split('\n')[0]})`);
      }
      for (const assertion of testFile.assertionResults ?? []) {
        if (assertion.status === 'failed') failedNames.push(`${testFile.name} › ${assertion.fullName}`);
      }
    }
  }
}
if (failedNames.length > 0) {
  console.log('Failed:');
  for (const name of failedNames) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed`);
