export { type StatementsFilter, statementsQueryOptions, useStatements } from './get-statements';
export { StudyStatementList } from './statement-list';
export { describeScope, statementAnchor, type StudyStatement, studyLabel } from './statements';
